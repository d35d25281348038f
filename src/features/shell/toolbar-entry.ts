/** What the toolbar's entries beside the bell share (the trial link, the survey prompt): shown from tablet width. */
export const toolbarEntry = {
  display: { base: 'none', md: 'inline-flex' },
  alignItems: 'center',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
} as const
