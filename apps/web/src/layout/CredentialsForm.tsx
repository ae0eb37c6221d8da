import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '../api/auth-provider';
import { errorBody, errorStatus } from '../api/http-client';
import { signInErrors, type SignInErrors } from './sign-in-errors';

/** E-mail and password (and a name when signing up), sent through the auth provider's login. */
export const CredentialsForm = ({ withName, submitLabel }: { withName: boolean; submitLabel: string }) => {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({ fields: {} });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors({ fields: {} });
    const credentials: Credentials = { email: values.email.trim(), password: values.password };
    if (withName) credentials.name = values.name.trim();
    try {
      await authProvider!.login(credentials);
      // A check made before signing in (e.g. while /signup was open) is cached as "signed out";
      // it must be redone, or the app would sign the new session straight out again.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      void navigate('/');
    } catch (error) {
      setErrors(signInErrors(errorStatus(error), errorBody(error)));
      setSubmitting(false);
    }
  };

  const field = (name: keyof typeof values, label: string, type: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors.fields[name])}
      helperText={errors.fields[name]}
      required
      fullWidth
      margin="normal"
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      {errors.form && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errors.form}
        </Alert>
      )}
      {withName && field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('password', 'Password', 'password', withName ? 'new-password' : 'current-password')}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
        {submitting ? <CircularProgress size={24} color="inherit" /> : submitLabel}
      </Button>
    </Box>
  );
};
