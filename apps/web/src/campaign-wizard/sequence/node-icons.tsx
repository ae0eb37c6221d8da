import type { ReactNode } from 'react';
import type { SequenceNodeType } from '@outflow/domain';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import FlagIcon from '@mui/icons-material/Flag';
import StarIcon from '@mui/icons-material/Star';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import MailIcon from '@mui/icons-material/Mail';

/** One icon per node type, shared by the palette and the canvas. */
export const NODE_ICONS: Readonly<Record<SequenceNodeType, ReactNode>> = {
  'send-connection': <PersonAddAlt1Icon fontSize="small" />,
  'send-message': <SendIcon fontSize="small" />,
  'view-profile': <VisibilityIcon fontSize="small" />,
  'check-connection': <HowToRegIcon fontSize="small" />,
  delay: <ScheduleIcon fontSize="small" />,
  'like-post': <ThumbUpAltIcon fontSize="small" />,
  'end-sequence': <FlagIcon fontSize="small" />,
  'endorse-skill': <StarIcon fontSize="small" />,
  'follow-profile': <RssFeedIcon fontSize="small" />,
  'send-inmail': <MailIcon fontSize="small" />,
};
