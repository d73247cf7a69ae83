import { messageOf } from './trpc';

/** A failed call's Spanish message, announced to screen readers; nothing when there is no error. */
export function ErrorLine({ error, className = '' }: { error: Parameters<typeof messageOf>[0] | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={`error ${className}`.trim()}>
      {messageOf(error)}
    </p>
  );
}
