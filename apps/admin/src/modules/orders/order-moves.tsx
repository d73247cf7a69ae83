import { ORDER_BACK, type MoveOrdersInput, type RevertOrdersInput } from '@huerta/contracts';
import { useState } from 'react';
import { messageOf, trpc } from '../../lib/trpc';
import { askMove, moveSummary, revertSummary, type MovingOrder } from './state-actions';

/** What «Deshacer» sets back: the orders that just moved, from the state they moved to. */
type Undo = { ids: number[]; desde: RevertOrdersInput['desde'] };

/**
 * Moving orders from a page (the list, one order): the question first when the move is final or unusual,
 * then the move, its result line, and «Deshacer» for what just moved — set back one state, audited, and
 * without e-mailing the customer again (the server's rules: admin/orders.ts).
 */
export function useOrderMoves(onMoved?: () => void) {
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState('');
  const [undo, setUndo] = useState<Undo | null>(null);
  /** A new result line; «Deshacer» belongs to the move it was offered for only. */
  const say = (text: string) => {
    setNotice(text);
    setUndo(null);
  };
  const refresh = () => utils.orders.invalidate();
  const move = trpc.orders.move.useMutation({ onError: (error) => say(messageOf(error)), onSettled: refresh });
  const revert = trpc.orders.revert.useMutation({ onError: (error) => say(messageOf(error)), onSettled: refresh });

  const moveTo = (estado: MoveOrdersInput['estado'], orders: MovingOrder[]) => {
    const asked = askMove(estado, orders);
    if (!asked) return;
    move.mutate(
      { ids: orders.map((o) => o.id), estado, ...(asked.confirmar ? { confirmar: true } : {}) },
      {
        onSuccess: (result) => {
          say(moveSummary(result));
          // A cancellation is final: refunded, its units back on the shelf.
          if (estado !== 'cancelado' && result.movidos.length > 0) setUndo({ ids: result.movidos, desde: estado });
          onMoved?.();
        },
      },
    );
  };
  const setBack = (ids: number[], desde: Undo['desde']) => revert.mutate({ ids, desde }, { onSuccess: (result) => say(revertSummary(result, ORDER_BACK[desde]!)) });

  return { moveTo, setBack, say, notice, undo, busy: move.isPending || revert.isPending };
}

/** The result line of a move, with «Deshacer» beside it while the move can still be undone. */
export function MoveNotice({ moves }: { moves: ReturnType<typeof useOrderMoves> }) {
  const { undo } = moves;
  return (
    <div className="notice-line no-print">
      <p role="status" className="notice">
        {moves.notice}
      </p>
      {undo && (
        <button type="button" className="secondary" disabled={moves.busy} onClick={() => moves.setBack(undo.ids, undo.desde)}>
          Deshacer
        </button>
      )}
    </div>
  );
}
