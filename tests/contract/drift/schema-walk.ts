// The schema walk lives with the contract check (site/contract), which reads answers the same way.
export * from '../../../site/contract/schema-walk'
