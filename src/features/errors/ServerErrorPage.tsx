import { MessagePage } from './MessagePage'

export default function ServerErrorPage() {
  return (
    <MessagePage title="Something went wrong">
      <p>Something went wrong. Please try again.</p>
      <a href="/">Go to the console</a>
    </MessagePage>
  )
}
