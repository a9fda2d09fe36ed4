import { SIGN_IN_ROLES } from '@backoffice/domain/access';
import { Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SumCheckField } from './sum-check-field';
import type { SignIn } from './use-sign-in';

const ROLE_OPTIONS = SIGN_IN_ROLES.map(({ value, label }) => ({ value, label }));

/** E-mail, password, role and the addition check; Log in stays disabled until all are right. */
export function SignInForm({ signIn }: { signIn: SignIn }) {
  const { form, sum, submit, pending, canSubmit } = signIn;
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              required
              value={field.value}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <SumCheckField sum={sum} />
        <Button type="submit" disabled={!canSubmit} loading={pending} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
