// The new-password form both password machines share (change at the next sign-in, reset by link): a
// submit whose pair passes the rules goes on to `saving` with the last failure cleared; one that does not
// stays. Each machine names `isValidPair` and `clearFailure` in its own setup() (see paged-list.ts for why
// states are shared by composition).

export const newPasswordEditing = {
  tags: ['form'] as const,
  on: {
    'password.submit': {
      guard: {
        type: 'isValidPair' as const,
        params: ({ event }: { event: { password: string; confirmPassword: string } }) => ({
          password: event.password,
          confirmPassword: event.confirmPassword,
        }),
      },
      target: 'saving' as const,
      actions: 'clearFailure' as const,
    },
  },
}
