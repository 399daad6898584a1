import { type Static, Type } from '@sinclair/typebox';
import { pageParams } from './catalogue';
import { COLLECTION_NAME_MAX_LENGTH } from './constants';
import { MediaTypeParam } from './media';
import { Id } from './numbers';

/** The buyer's collections over the partner API: the web's collection rules, addressed by path. */

const collectionName = Type.String({ minLength: 1, maxLength: COLLECTION_NAME_MAX_LENGTH });

export const PartnerCollectionParams = Type.Object(
  { collection_id: Id("one of the account's collections (or a team collection)") },
  { additionalProperties: false },
);
export type PartnerCollectionParams = Static<typeof PartnerCollectionParams>;

export const PartnerCollectionFileParams = Type.Object(
  { collection_id: Id("one of the account's collections"), media_id: Id('a file in it') },
  { additionalProperties: false },
);
export type PartnerCollectionFileParams = Static<typeof PartnerCollectionFileParams>;

export const PartnerCreateCollectionBody = Type.Object(
  { name: collectionName },
  { additionalProperties: false, examples: [{ name: 'Client A: spring campaign' }] },
);
export type PartnerCreateCollectionBody = Static<typeof PartnerCreateCollectionBody>;

export const PartnerRenameCollectionBody = PartnerCreateCollectionBody;
export type PartnerRenameCollectionBody = PartnerCreateCollectionBody;

export const PartnerAddCollectionFileBody = Type.Object(
  { media_id: Id('a published file') },
  { additionalProperties: false, examples: [{ media_id: 981 }] },
);
export type PartnerAddCollectionFileBody = Static<typeof PartnerAddCollectionFileBody>;

export const PartnerCollectionFilesQuery = Type.Object(
  { type: Type.Optional(MediaTypeParam), ...pageParams(48) },
  { additionalProperties: false },
);
export type PartnerCollectionFilesQuery = Static<typeof PartnerCollectionFilesQuery>;
