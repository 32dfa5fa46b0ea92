/** Interface strings of the enquiry forms (SPEC §4, §5, §8); keys start with `forms.`. */
export const forms: { zh: Record<string, string>; en: Record<string, string> } = {
  zh: {
    'forms.submit': '提交',
    'forms.submitting': '提交中…',
    'forms.invalid': '请正确填写表单信息',
    'forms.success': '提交成功',
    'forms.failed': '提交失败：{{message}}',
    'forms.failedUnknown': '提交失败，请稍后重试',
    'forms.largeFile': '文件较大，即将开始加载，请稍候',
    'forms.download': '下载资料',
  },
  en: {
    'forms.submit': 'Submit',
    'forms.submitting': 'Submitting…',
    'forms.invalid': 'Please fill in the form correctly',
    'forms.success': 'Submitted successfully',
    'forms.failed': 'The form could not be sent: {{message}}',
    'forms.failedUnknown': 'The form could not be sent. Please try again later',
    'forms.largeFile': 'The file is large and will load shortly',
    'forms.download': 'Download',
  },
}
