import { MessagePage } from './MessagePage'

export default function NotFoundPage() {
  return (
    <MessagePage title="Page not found">
      <p>The page you are looking for does not exist or has moved.</p>
      <a href="/">Go to the console</a>
    </MessagePage>
  )
}
