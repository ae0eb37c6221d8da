import { useMediaQuery, type Theme } from '@mui/material';

/** Phones (under 600 px wide): a top bar and drawer instead of the sidebar, cards instead of tables, one inbox pane at a time. */
export const usePhoneLayout = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
