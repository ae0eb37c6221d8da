import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import type { Done } from '@outflow/api-contract';
import { apiRequest, errorBody } from '../api/http-client';
import { AuthCard } from './AuthCard';

/** /reset-password?user&token: the page a reset link opens; a new password, then sign in with it. */
export const ResetPassword = () => {
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; link?: string }>({});
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await apiRequest<Done>('/auth/reset-password', {
        method: 'POST',
        body: { user: params.get('user') ?? '', token: params.get('token') ?? '', password },
      });
      setDone(true);
    } catch (error) {
      const body = errorBody(error);
      const message = Array.isArray(body.message) ? body.message.join(', ') : body.message;
      setErrors(body.field === 'password' ? { password: message } : { link: message ?? 'Something went wrong.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard tabTitle="Choose a new password" title="Choose a new password">
      {done ? (
        <Alert severity="success" role="status">
          Your password is changed, and every session that was open is closed. Sign in with the new one.
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          {errors.link && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.link}{' '}
              <Link component={RouterLink} to="/forgot-password">
                Ask for a new link
              </Link>
            </Alert>
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? '10 characters or more, not your e-mail address.'}
            required
            fullWidth
            margin="normal"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={saving} sx={{ mt: 2 }}>
            {saving ? <CircularProgress size={24} color="inherit" /> : 'Set the new password'}
          </Button>
        </Box>
      )}
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
};
