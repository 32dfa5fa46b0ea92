import type { RichTextBlock } from '../../schemas/blocks.gen'

export const richTextExample: RichTextBlock = {
  html:
    '<h2>Why a single data model matters</h2><p>Finance, supply chain and production read the same numbers, ' +
    'so a change in one plant shows up in the <strong>consolidated plan</strong> within minutes.</p>' +
    '<h3>What stays the same</h3><ul><li>Your chart of accounts</li><li>Your approval flows</li></ul>' +
    '<p><a href="/cases" target="_blank">Read the customer cases</a></p>',
  anchors: true,
}
