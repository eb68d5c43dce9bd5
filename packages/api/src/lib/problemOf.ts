// The body is built in the contract, where the test fakes of the clients build theirs too.
export { problemOf } from '@parkade/contract/errors'
