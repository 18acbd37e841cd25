import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { RpcError } from '@/lib/backend/rpc-error';
import { LastAdminError } from '../types';
import { embeddedAuthAdmin } from './admin';

// The production build can hold two copies of a module: the store's RpcError is then no instance
// of the class this module imports. The last admin's refusal must still be told apart from a
// failure (it was shown as "could not complete the operation").

it('turns the last_admin refusal of another copy of RpcError into LastAdminError', async () => {
  let Copy: typeof RpcError | undefined;
  jest.isolateModules(() => {
    Copy = (
      jest.requireActual('@/lib/backend/rpc-error') as typeof import('@/lib/backend/rpc-error')
    ).RpcError;
  });
  expect(Copy).not.toBe(RpcError);
  const refusal = new Copy!('set_staff_role', {
    code: 'P0001',
    message: 'last_admin',
    details: null,
    hint: null,
  });
  const store = { db: {}, rpc: jest.fn().mockRejectedValue(refusal) } as unknown as EmbeddedStore;
  const outcome = await embeddedAuthAdmin(store)
    .setRole('1a2b3c4d-1111-4222-8333-444455556666', null)
    .catch((error: unknown) => error);
  expect(LastAdminError.is(outcome)).toBe(true);
});
