/**
 * This site's block props validator (issue 22): the props of a block against its schema in
 * schemas/blocks/, every constraint included (`required`, `additionalProperties: false`, enums,
 * `minItems`/`maxItems`, `minLength`, patterns, the shared parts it `$ref`s). The validators are ajv
 * standalone code that codegen compiles ahead of time (schemas/block-validators.gen.ts), so a check
 * costs no compilation and no ajv at run time. The renderer (./renderer.ts) runs it on every block a
 * route emits; the block workbench can show its problems at their fields by pointer.
 */
import type { BlockPropsProblem } from '../runtime/blocks/props-check'
import * as generated from '../schemas/block-validators.gen'
import type { BlockType } from './descriptor'
import { describeSchemaError, type CompiledValidator, type SchemaError } from '../schemas/repair'

const validators = generated as unknown as Record<BlockType, CompiledValidator | undefined>

/** `~` and `/` escaped as a JSON pointer token needs (RFC 6901). */
const token = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * One schema error as a props problem, the same wherever props are checked (the renderer, the workbench):
 * a missing or unknown property is pointed at itself, not at its parent object, and said in words a form
 * can show at that field.
 */
export function propsProblemOf(error: SchemaError): BlockPropsProblem {
  return { pointer: pointerOf(error), keyword: error.keyword, message: messageOf(error) }
}

function messageOf(error: SchemaError): string {
  if (error.keyword === 'required') return 'is required'
  if (error.keyword === 'additionalProperties') return 'is not a property of this block'
  return describeSchemaError(error)
}

function pointerOf(error: SchemaError): string {
  const { missingProperty, additionalProperty } = error.params
  const named =
    error.keyword === 'required'
      ? missingProperty
      : error.keyword === 'additionalProperties'
        ? additionalProperty
        : undefined
  return typeof named === 'string' ? `${error.instancePath}/${token(named)}` : error.instancePath
}

/** The problems of `props` as the props of block `type` (an unknown type is one problem); empty when valid. */
export function validateBlockProps(type: string, props: unknown): BlockPropsProblem[] {
  const validate = Object.prototype.hasOwnProperty.call(validators, type) ? validators[type as BlockType] : undefined
  if (!validate) return [{ pointer: '', keyword: 'type', message: `no schema for block type "${type}"` }]
  if (validate(props)) return []
  return (validate.errors ?? []).map(propsProblemOf)
}
