export { LocalStorage } from './local-storage';
export { S3Storage, StorageUnavailableError } from './s3-storage';
export { type ByteRange, type Storage, StorageObjectNotFoundError, type StoredObjectStat } from './storage';
export { assertValidStorageKey, InvalidStorageKeyError, isPublicKey, storageKeys } from './storage-key';
