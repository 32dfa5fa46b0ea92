/** Interface strings of the enquiry forms (SPEC §4, §5, §8); keys start with `forms.`. */
export const forms: { zh: Record<string, string>; en: Record<string, string> } = {
  zh: {
    'forms.submit': '提交',
    'forms.submitting': '提交中…',
    'forms.invalid': '请正确填写表单信息',
    'forms.success': '提交成功',
    'forms.failed.invalid': '提交失败：表单内容有误，请检查后重试',
    'forms.failed.tooLarge': '提交失败：填写的内容过长，请精简后重试',
    'forms.failed.notJson': '提交失败：请刷新页面后重试',
    'forms.failed.tooFrequent': '提交过于频繁，请稍后再试',
    'forms.failed.unavailable': '服务暂时不可用，请稍后重试',
    'forms.largeFile': '文件较大，即将开始加载，请稍候',
    'forms.download': '下载资料',
  },
  en: {
    'forms.submit': 'Submit',
    'forms.submitting': 'Submitting…',
    'forms.invalid': 'Please fill in the form correctly',
    'forms.success': 'Submitted successfully',
    'forms.failed.invalid': 'The form could not be sent: please check what you entered and try again',
    'forms.failed.tooLarge': 'The form could not be sent: what you entered is too long',
    'forms.failed.notJson': 'The form could not be sent: please reload the page and try again',
    'forms.failed.tooFrequent': 'Too many submissions. Please try again in a moment',
    'forms.failed.unavailable': 'The service is unavailable right now. Please try again later',
    'forms.largeFile': 'The file is large and will load shortly',
    'forms.download': 'Download',
  },
}
