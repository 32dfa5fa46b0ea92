/** The block workbench's uiSchema (workbench/ui-schema.ts): an optional choice names its empty option. */
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBlockSchemas } from '../../workbench/block-schema'
import { workbenchUiSchema } from '../../workbench/ui-schema'

const UNSET = "(not set: the block's default)"

describe('workbenchUiSchema', () => {
  it("names the empty option of the hero carousel's optional size, not of anything required", () => {
    const hero = readBlockSchemas(resolve(import.meta.dirname, '../..')).get('heroCarousel')
    expect(hero).toBeDefined()
    const ui = workbenchUiSchema(hero!.schema, UNSET)
    expect(ui.size).toEqual({ 'ui:placeholder': UNSET })
    expect(JSON.stringify(ui)).not.toContain('"id"')
  })

  it('follows properties, array items and local $refs; a required choice keeps no empty option', () => {
    const schema = {
      type: 'object',
      required: ['tone'],
      properties: {
        tone: { enum: ['light', 'dark'] },
        align: { $ref: '#/definitions/align' },
        title: { type: 'string' },
        cards: { type: 'array', items: { $ref: '#/definitions/card' } },
      },
      definitions: {
        align: { enum: ['left', 'center'] },
        card: { type: 'object', properties: { size: { enum: ['s', 'm'] }, self: { $ref: '#/definitions/card' } } },
      },
    }
    const ui = workbenchUiSchema(schema, UNSET)
    expect(ui.tone).toBeUndefined()
    expect(ui.title).toBeUndefined()
    expect(ui.align).toEqual({ 'ui:placeholder': UNSET })
    expect((ui.cards as { items: Record<string, unknown> }).items.size).toEqual({ 'ui:placeholder': UNSET })
  })

  it('is empty for a schema without optional choices', () => {
    expect(workbenchUiSchema({ type: 'object', properties: { title: { type: 'string' } } }, UNSET)).toEqual({})
  })
})
