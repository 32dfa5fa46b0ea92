// How a backend request is named lives with the contract check (site/contract), which names them the same way.
export * from '../../../site/contract/call-names'
