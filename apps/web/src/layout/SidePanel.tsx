import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

/** One entry of an `sx` array (MUI's own type for it). */
type SxElement = boolean | SystemStyleObject<Theme> | ((theme: Theme) => SystemStyleObject<Theme>);

interface SidePanelProps {
  /** The landmark's name (an `aside`, found by it in the tests and by screen readers). */
  label: string;
  /** Where it stands beside the main pane: its divider is on the other edge. */
  side: 'start' | 'end';
  width: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A column beside the main pane (the builder's palette, the inbox's AI panel); full width on a phone. */
export const SidePanel = ({ label, side, width, sx, children }: SidePanelProps) => (
  <Box
    component="aside"
    aria-label={label}
    sx={[
      (theme) => ({
        width: { xs: '100%', sm: width },
        flexShrink: 0,
        p: 2,
        [side === 'start' ? 'borderRight' : 'borderLeft']: { xs: 'none', sm: `1px solid ${theme.palette.divider}` },
      }),
      ...(Array.isArray(sx) ? (sx as readonly SxElement[]) : [sx as SxElement]),
    ]}
  >
    {children}
  </Box>
);
