import type { ContactInput, LoginInput } from '@huerta/contracts';
import type { AccountsService } from './accounts';
import type { ContactService } from '../contact';
import type { Limits } from '../../platform/limits/limits';

/**
 * The actions whose limits need more than the caller's address, shared by the REST and tRPC faces so
 * both count exactly alike, one call at a time.
 */
export function createLimitedActions(limits: Limits, accounts: AccountsService, contact: ContactService) {
  return {
    /**
     * Each attempt is counted before the password is checked, so a burst of parallel guesses cannot
     * slip past the count; a success gives its attempts back. The tight count is per account *and*
     * address: a stranger's guesses never lock the owner out from their own connection.
     */
    async login(input: LoginInput, ip: string) {
      const pair = `${input.usuario}\n${ip}`;
      await limits.take('login', ip);
      await limits.take('loginAccountAddress', pair);
      await limits.take('loginAccount', input.usuario);
      const session = await accounts.login(input);
      await limits.clear('loginAccountAddress', pair);
      await limits.giveBack('loginAccount', input.usuario);
      return session;
    },

    async sendContact(input: ContactInput, ip: string) {
      await limits.take('contact', ip);
      await limits.take('contactAddress', input.correo);
      return contact.send(input, ip);
    },
  };
}

export type LimitedActions = ReturnType<typeof createLimitedActions>;
