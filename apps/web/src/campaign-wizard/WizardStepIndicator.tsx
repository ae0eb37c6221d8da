import { Box, Typography } from '@mui/material';

interface WizardStepIndicatorProps {
  step: number;
  titles: readonly string[];
  /** Spec §2: the caller supplies the total. */
  total: number;
}

/** 'STEP n / total' over the current step's title, with every step's title in a row underneath. */
export const WizardStepIndicator = ({ step, titles, total }: WizardStepIndicatorProps) => (
  <Box sx={{ mb: 3 }}>
    <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
      STEP {step} / {total}
    </Typography>
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {titles[step - 1]}
    </Typography>
    <Box
      component="ol"
      aria-label="Wizard steps"
      sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {titles.map((title, index) => (
        <Box
          component="li"
          key={title}
          aria-current={index + 1 === step ? 'step' : undefined}
          sx={{
            flex: 1,
            pt: 1,
            borderTop: 3,
            borderColor: index + 1 <= step ? 'primary.main' : 'divider',
            color: index + 1 === step ? 'text.primary' : 'text.secondary',
            fontSize: 12,
            fontWeight: 600,
          }}
        >
          {title}
        </Box>
      ))}
    </Box>
  </Box>
);
