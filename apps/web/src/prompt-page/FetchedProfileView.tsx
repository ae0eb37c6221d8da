import { Avatar, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { avatarColour } from '../leads/lead-view';
import { profileCard } from './profile-card';

/** A titled list of lines (experience, education); nothing when there are none. */
const ProfileSection = ({ title, lines }: { title: string; lines: string[] }) =>
  lines.length === 0 ? null : (
    <Box>
      <Typography variant="subtitle2">{title}</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );

/**
 * The fetched profile as a person's card (picture, name, headline, role, place, about, experience,
 * education, skills), with every field of the raw data still there to unfold.
 */
export const FetchedProfileView = ({ profile }: { profile: Record<string, unknown> }) => {
  const card = profileCard(profile);
  return (
    <Box component="article" aria-label="Fetched profile" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar
          src={card.pictureUrl ?? undefined}
          alt={card.name}
          sx={{ width: 56, height: 56, bgcolor: avatarColour(card.name), fontWeight: 600 }}
        >
          {card.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {card.name}
          </Typography>
          {card.headline && (
            <Typography variant="body2" color="text.secondary">
              {card.headline}
            </Typography>
          )}
          {card.profileUrl && (
            <Link href={card.profileUrl} target="_blank" rel="noopener noreferrer" variant="caption">
              View on LinkedIn
            </Link>
          )}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        {card.facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {card.summary && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {card.summary}
        </Typography>
      )}
      <ProfileSection title="Experience" lines={card.experience} />
      <ProfileSection title="Education" lines={card.education} />
      {card.skills.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Skills">
          {card.skills.map((skill) => (
            <Chip key={skill} label={skill} size="small" variant="outlined" />
          ))}
        </Stack>
      )}
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary', typography: 'body2' }}>
          All profile data
        </Box>
        <Box
          component="pre"
          data-testid="fetched-profile"
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontSize: 12,
            maxHeight: 420,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {JSON.stringify(profile, null, 2)}
        </Box>
      </Box>
    </Box>
  );
};
