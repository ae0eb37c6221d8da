import { Box, Slider, Typography } from '@mui/material';

export interface LimitSliderProps {
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** What the number counts per; default a day. */
  unit?: 'day' | 'week';
  onChange: (value: number) => void;
}

/** One daily limit: its label, the chosen number per day, and the slider. */
export const LimitSlider = ({ name, label, value, min, max, step, unit = 'day', onChange }: LimitSliderProps) => (
  <Box>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography id={`${name}-label`} variant="body2" fontWeight={500}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <strong>{value}</strong> / {unit}
      </Typography>
    </Box>
    <Slider
      name={name}
      aria-labelledby={`${name}-label`}
      value={value}
      min={min}
      max={max}
      step={step}
      valueLabelDisplay="auto"
      onChange={(_, next: number | number[]) => onChange(typeof next === 'number' ? next : next[0])}
    />
  </Box>
);
