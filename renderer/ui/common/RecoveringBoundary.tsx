import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appText } from '../../i18n/en/app';
import { TranslatorContext } from '../../i18n/react';
import type { RenderRecovery } from '../../stores/common/render-recovery';

/** Props of {@link RecoveringBoundary}. */
export interface RecoveringBoundaryProps {
  recovery: RenderRecovery;
  log: (...args: unknown[]) => void;
  children: ReactNode;
}

interface State {
  /** Delay before the reload once an error was caught; null while all is well. */
  reloadInMs: number | null;
}

/**
 * Catches a render error anywhere below it, logs it, shows a short message in
 * place of a blank page and lets {@link RenderRecovery} reload the page after
 * a few seconds (longer after each error in a row).
 */
export class RecoveringBoundary extends Component<RecoveringBoundaryProps, State> {
  static override contextType = TranslatorContext;
  declare context: React.ContextType<typeof TranslatorContext>;
  override state: State = { reloadInMs: null };

  static getDerivedStateFromError(): Partial<State> {
    return { reloadInMs: 0 };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.log('Render error: the page reloads by itself', error, info.componentStack);
    this.setState({ reloadInMs: this.props.recovery.failed() });
  }

  override render(): ReactNode {
    const { reloadInMs } = this.state;
    if (reloadInMs === null) return this.props.children;
    const seconds = Math.max(1, Math.round(reloadInMs / 1000));
    const t = this.context.part(appText);
    return (
      <div
        role="alert"
        style={{
          minHeight: '100vh',
          boxSizing: 'border-box',
          paddingTop: '20vh',
          textAlign: 'center',
          fontFamily: 'system-ui, sans-serif',
          fontSize: 'clamp(18px, 3vmin, 56px)',
          background: '#14213d',
          color: '#f1f5f9',
        }}
      >
        <p style={{ margin: 0 }}>{t('somethingWrong')}</p>
        <p style={{ margin: '0.5em 0 0', opacity: 0.75 }}>
          {reloadInMs > 0 ? t('reloadingIn', { seconds }) : t('reloading')}
        </p>
      </div>
    );
  }
}
