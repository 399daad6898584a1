/** What the licensing calls tell the buyer, shared by checkout and by the checks made again at payment. */
export const LICENCE_MESSAGES = {
  noLicence: 'There is no such licence.',
  unavailable: 'This file is not available for licensing.',
  alreadyLicensed: 'You licensed this file before: download it again for free from its page.',
  alreadyLicensedForClient: 'This size of the file is licensed for that client already: nothing more was charged.',
  upgradeInstead: 'You hold a Standard licence for this file: upgrade it to Enhanced from your licence history.',
  alreadyEnhanced: 'This licence is already Enhanced: there is nothing to upgrade.',
  priceChanged: 'The price of this licence changed after checkout. Check out again to see the new price.',
  paid: 'Payment received. Your licence is ready.',
  referencesSaved: 'References saved.',
} as const;
