import { createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { when } from '../lib/dates';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { PhoneLinks } from '../lib/phone-links';
import { ChoiceButtons } from '../lib/choice-buttons';

export const Route = createFileRoute('/mensajes')({ component: MessagesPage });

type Filter = 'sin_responder' | 'sin_leer' | 'todos';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'sin_responder', label: 'Sin responder' },
  { value: 'sin_leer', label: 'Sin leer' },
  { value: 'todos', label: 'Todos' },
];

/** The contact form's messages: open one to read it (it counts as read) and answer it by e-mail. */
function MessagesPage() {
  const [filter, setFilter] = useState<Filter>('sin_responder');
  const [openId, setOpenId] = useState<number | null>(null);
  // An answered message leaves «Sin responder»: this line says where it went.
  const [notice, setNotice] = useState('');
  const utils = trpc.useUtils();
  const list = trpc.messages.list.useQuery({ filtro: filter }, { refetchInterval: 30_000 });
  const open = trpc.messages.open.useMutation({ onSuccess: () => utils.messages.invalidate() });
  const show = (id: number) => {
    setOpenId(openId === id ? null : id);
    if (openId !== id) open.mutate({ id });
  };
  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">Mensajes</h1>
      <ChoiceButtons label="Filtrar mensajes" choices={FILTERS} value={filter} onChoose={setFilter} />
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorLine error={list.error} />
      {list.data?.mensajes.length === 0 && <p className="muted">No hay mensajes aquí.</p>}
      <ul className="messages">
        {list.data?.mensajes.map((m) => (
          <li key={m.id} className="card">
            <button type="button" className="link message-head" aria-expanded={openId === m.id} onClick={() => show(m.id)}>
              {!m.leido && <span className="state state-pagado">Nuevo</span>} <strong>{m.nombre}</strong> · {m.correo} · {when(m.creado)}
              {m.respondidoEn && <span className="state state-entregado">Respondido</span>}
            </button>
            {openId === m.id && (
              <MessageDetail
                message={m}
                onReplied={() => {
                  setNotice(`Respuesta enviada a ${m.correo}.`);
                  setOpenId(null);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MessageDetail({ message, onReplied }: { message: { id: number; mensaje: string | null; telefono: string | null; respuesta: string | null; respondidoEn: string | null }; onReplied: () => void }) {
  const utils = trpc.useUtils();
  const [texto, setTexto] = useState('');
  const reply = trpc.messages.reply.useMutation({
    onSuccess: async () => {
      onReplied();
      await utils.messages.invalidate();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reply.mutate({ id: message.id, texto });
  };
  return (
    <div className="message-body">
      <p className="pre">{message.mensaje ?? '(sin mensaje)'}</p>
      {message.telefono && (
        <p>
          <span className="muted">Teléfono:</span> <PhoneLinks telefono={message.telefono} />
        </p>
      )}
      {message.respuesta ? (
        <div>
          <h2>Respuesta enviada {message.respondidoEn && when(message.respondidoEn)}</h2>
          <p className="pre">{message.respuesta}</p>
        </div>
      ) : (
        <form onSubmit={submit}>
          <label>
            Respuesta (se envía por correo)
            <textarea rows={5} required maxLength={5000} value={texto} onChange={(e) => setTexto(e.target.value)} />
          </label>
          <ErrorLine error={reply.error} />
          <button type="submit" disabled={reply.isPending}>
            Enviar respuesta
          </button>
        </form>
      )}
    </div>
  );
}
