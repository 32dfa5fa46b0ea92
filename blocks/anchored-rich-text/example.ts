import type { AnchoredRichTextBlock } from '../../schemas/blocks.gen'

export const anchoredRichTextExample: AnchoredRichTextBlock = {
  html:
    '<h2>Customer background</h2><p>A leading precision-machinery group with plants across the country.</p>' +
    '<h2>Challenge</h2><p>Each plant planned in its own spreadsheets; delivery promises were kept less than 70% of the time.</p>' +
    '<h2>Solution</h2><h3>One platform</h3><p>ERP and MES connected from plan to shop floor.</p>' +
    '<h3>Step by step</h3><ul><li>Processes and master data first</li><li>Core business next</li></ul>',
}
