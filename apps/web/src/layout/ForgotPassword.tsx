import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import type { PasswordResetAnswer } from '@outflow/api-contract';
import { apiRequest, errorBody } from '../api/http-client';
import { useAuthSetup } from '../hooks/useAuthSetup';
import { AuthCard } from './AuthCard';

/** Said when this Outflow mails no links: the operator resets passwords here. */
const ASK_THE_OPERATOR =
  'Password reset by e-mail is not set up on this Outflow. Ask the person who runs it to reset your password: they can give you a link that sets a new one.';

/**
 * /forgot-password: the address of the account; a link that sets a new password goes to it (once,
 * for an hour) when this server mails, else the page says whom to ask.
 */
export const ForgotPassword = () => {
  const { config } = useAuthSetup();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<PasswordResetAnswer['delivery'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const byOperator = (config.mode === 'local' && config.passwordReset === 'operator') || answer === 'operator';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      const sent = await apiRequest<PasswordResetAnswer>('/auth/forgot-password', {
        method: 'POST',
        body: { email: email.trim() },
      });
      setAnswer(sent.delivery);
    } catch (error) {
      const message = errorBody(error).message;
      setProblem(Array.isArray(message) ? message.join(', ') : (message ?? 'Something went wrong. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard tabTitle="Forgot password" title="Forgot your password?">
      {byOperator ? (
        <Alert severity="info" role="status">
          {ASK_THE_OPERATOR}
        </Alert>
      ) : answer === 'email' ? (
        <Alert severity="success" role="status">
          If an account uses {email.trim()}, a link to choose a new password is on its way. It works once, for an hour.
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Enter the e-mail address you signed up with: we will mail you a link to choose a new password.
          </Typography>
          {problem && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {problem}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            margin="normal"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 2 }}>
            {sending ? <CircularProgress size={24} color="inherit" /> : 'Send me a link'}
          </Button>
        </Box>
      )}
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
};
