import { Component, type ReactNode } from 'react'
import { MessagePage } from '../features/errors/MessagePage'
import { reportError } from './error-reporter'

/** A page that fails to load or render shows the 500 page instead of a blank screen. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    reportError(error)
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <MessagePage title="Something went wrong">
        <p>This page could not be loaded. Please try again.</p>
        <a href={this.state.key}>Reload the page</a>
      </MessagePage>
    )
  }
}
