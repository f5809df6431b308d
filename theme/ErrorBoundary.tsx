import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

function causes(error: Error): string[] {
  const out: string[] = [];
  let c = (error as Error & { cause?: unknown }).cause;
  while (c && out.length < 5) {
    out.push(c instanceof Error ? c.message : JSON.stringify(c));
    c = c instanceof Error ? (c as Error & { cause?: unknown }).cause : undefined;
  }
  return out;
}

/**
 * The page-crash fallback (SPEC §8): 'This page crashed.', a 'Try again' button, the message and
 * its causes.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error('tn-docs: page crashed', error);
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id="__tn_main" tabIndex={-1} className="crash-page">
        <h1>This page crashed.</h1>
        <button
          type="button"
          className="button button-primary"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
        <p className="crash-message">{error.message}</p>
        {causes(error).map((c, i) => (
          <p key={i} className="crash-cause">
            Cause: {c}
          </p>
        ))}
      </main>
    );
  }
}
