// 001 §9 "English defaults", word for word: the mails' default subjects and the assignment message. The text
// sets start from these, and so do the forms that send those mails (training, exercises, reminders).

export const SPEC_DEFAULT_TEXTS = {
  assignmentMessage:
    'You’ve been assigned security awareness training. Please complete it as soon as possible!',
  trainingSubject: 'You are required to complete this training',
  phishingSubject: 'You are required to complete these phishing exercises',
  adminInviteSubject: 'You are invited to the Admin Panel',
  reminderSubject: "You haven't finished training!",
  landingTitle: 'Oops! You clicked.',
} as const
