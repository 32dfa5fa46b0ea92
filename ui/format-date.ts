/** SPEC §9 date formats: Chinese year/month/day (2024年5月3日) and YYYY/MM/DD. Input: YYYY-MM-DD. */
export function formatNewsDate(date: string, lang: 'zh' | 'en'): string {
  const [year, month, day] = date.split('-')
  if (!year || !month || !day) return date
  return lang === 'zh' ? `${year}年${Number(month)}月${Number(day)}日` : `${year}/${month}/${day}`
}
