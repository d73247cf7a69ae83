export interface FormMessageValue {
  ok: boolean;
  text: string;
}

/** The result line under a form: green and polite on success, red and announced at once otherwise. */
export function FormMessage({ message }: { message: FormMessageValue | null }) {
  if (!message) return null;
  return (
    <p className={`msg ${message.ok ? 'msg--ok' : 'msg--error'}`} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}
