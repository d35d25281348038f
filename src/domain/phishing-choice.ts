// Phishing exercise and phishing simulation sit side by side in the sidebar (issue 61 item 11): each page says in
// a sentence what it is for, and sends the admin to the other for the other purpose (000 §1: the exercise is a
// gaming / quiz style activity; the simulation mails realistic phishing to the inbox).

export const PHISHING_CHOICE = {
  exercise: {
    what: 'A phishing exercise is practice: a quiz-style activity in the learner area, built from packs of example emails and texts, where learners learn from each answer.',
    other: 'To find out who falls for a realistic email in their own inbox, run a phishing simulation.',
    href: '/phishing-simulation',
  },
  simulation: {
    what: "A phishing simulation is a test: realistic phishing emails reach your learners' inboxes, and its report shows who opened, clicked or reported them.",
    other: 'To let learners practise spotting phishing first, start a phishing exercise.',
    href: '/phishing-exercise',
  },
} as const
