// What the privacy domain offers the others: deleting a business (with billing's say first) and the
// export. Account deletion (auth) deletes each business the user owns through here.
export { type BeforeBusinessDelete, deleteBusiness, removeBusiness } from './deletion';
export { type DeletionLedger, deletionLedgerFor } from './deletion-ledger';
