import { Component, type ReactNode } from 'react';

interface Props {
  /** The page's path: a navigation clears the failure. */
  path: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  path: string;
}

/**
 * A page that fails to render or whose code cannot be downloaded shows a way on instead of
 * taking the whole site down; the header and footer stay, and navigating elsewhere starts
 * afresh.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">This page could not be loaded.</p>
        <p>Please check your connection and reload the page.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
