import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Plain strings: this boundary may catch a failure of the translation provider itself. */
  message: string;
  reloadLabel: string;
  children: ReactNode;
}

/** Last line of defence around the providers and the router. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>{this.props.message}</h1>
        <button type="button" onClick={() => window.location.reload()}>
          {this.props.reloadLabel}
        </button>
      </main>
    );
  }
}
