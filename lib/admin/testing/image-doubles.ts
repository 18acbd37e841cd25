import type { Capability } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import { signUploadTicket } from '@/lib/images/upload-ticket';
import {
  createImageAction,
  deleteImageAction,
  replaceImageAction,
  startImageUploadAction,
  updateImageAction,
} from '../images/actions';
import { uploadImageOriginal } from '../images/upload-original';
import { formOf, staffClaims } from './action-doubles';

// The image manager's rows of the app-layer role matrix (lib/admin/role-matrix.test.ts) and the
// seam's doubles they reach: every call is recorded, so a refusal can prove it asked nothing. The
// upload ticket's key is doubled here (hoisted above this module's imports), so the route's ticket
// is good and only the guard decides.

jest.mock('@/lib/backend/embedded/image-files-adapter', () => ({
  uploadTicketKey: async () => 'role-matrix-ticket-key',
}));
const imageTicketKey = 'role-matrix-ticket-key';

export const images = {
  list: jest.fn(async () => []),
  create: jest.fn(async () => '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f51'),
  update: jest.fn(async () => false),
  replace: jest.fn(async () => null),
  remove: jest.fn(async () => ({ outcome: 'missing' })),
};
export const imageFiles = {
  uploadTarget: jest.fn(async () => ({ url: '/api/images/upload?x', headers: {} })),
  receiveOriginal: jest.fn(async () => false),
  readOriginal: jest.fn(async () => null),
  removeOriginal: jest.fn(async () => undefined),
  savePublic: jest.fn(async () => undefined),
  removePublic: jest.fn(async () => undefined),
};

const texts = {
  altEs: 'Un faro',
  altEn: 'A lighthouse',
  captionEs: '',
  captionEn: '',
  credit: '',
  focalX: '50',
  focalY: '50',
};

/** The image manager's actions and its upload route, each with the capability it needs. */
export function imageRows(
  id: string,
): [name: string, capability: Capability, run: () => Promise<unknown>][] {
  const original = { originalPath: id, originalName: 'faro.jpg' };
  return [
    [
      'startImageUploadAction',
      'images.manage',
      () => startImageUploadAction(idle, formOf({ originalName: 'faro.jpg', size: '1000' })),
    ],
    [
      'createImageAction',
      'images.manage',
      () => createImageAction(idle, formOf({ ...original, ...texts })),
    ],
    [
      'replaceImageAction',
      'images.manage',
      () => replaceImageAction(idle, formOf({ id, ...original })),
    ],
    ['updateImageAction', 'images.manage', () => updateImageAction(idle, formOf({ id, ...texts }))],
    ['deleteImageAction', 'images.manage', () => deleteImageAction(idle, formOf({ id }))],
    [
      'PUT /api/images/upload',
      'images.manage',
      () => {
        const ticket = signUploadTicket(imageTicketKey, id, staffClaims.sub);
        return uploadImageOriginal(
          new Request(`https://abogados.example/api/images/upload?${new URLSearchParams(ticket)}`, {
            method: 'PUT',
            body: new Uint8Array([1, 2, 3]),
          }),
        );
      },
    ],
  ];
}
