/**
 * Enquiry forms (SPEC §3 Form, §5 validation). Every field type appears in the default consult form:
 * INPUT, TEXTAREA, RADIO, CHECKBOX, SELECT, the EMAIL and PHONE display forms, required and optional
 * fields, explanations, prompt texts, options and the "other" choice (`openOther: "TURNON"`).
 */
import { DEFAULT_FORM_ID, GO1688_FORM_ID } from '../ids'
import type { ContentContext } from './context'

export type FieldType = 'INPUT' | 'TEXTAREA' | 'RADIO' | 'CHECKBOX' | 'SELECT'

export interface FormField {
  id: number
  name: string
  type: FieldType
  displayForm: 'EMAIL' | 'PHONE' | null
  required: 'TRUE' | 'FALSE'
  explain: string | null
  promptText: string | null
  fieldOptions: string[]
  openOther: 'TURNON' | 'TURNOFF'
}

export interface Form {
  id: number
  name: string
  description: string
  formFields: FormField[]
}

/** Form numbers within a site (the id is `ctx.id(n)`), except the default consult forms below. */
const FORM = { download: 3, enrol: 4, watch: 5 } as const

export type FormKey = 'consult' | 'go1688' | keyof typeof FORM

/**
 * The id of a demo form. The default consult forms keep the short ids the site configuration knows
 * (content/ids.ts, site/actions/default-form.ts): 1 Chinese, 2 English, 3 go1688 Chinese, 4 go1688 English.
 */
export function formId(ctx: ContentContext, key: FormKey): number {
  if (key === 'consult') return ctx.lang === 'zh' ? DEFAULT_FORM_ID.cn : DEFAULT_FORM_ID.en
  if (key === 'go1688') return ctx.lang === 'zh' ? GO1688_FORM_ID.cn : GO1688_FORM_ID.en
  return ctx.id(FORM[key])
}

function field(formId: number, n: number, partial: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField {
  return {
    id: formId * 100 + n,
    displayForm: null,
    required: 'TRUE',
    explain: null,
    promptText: null,
    fieldOptions: [],
    openOther: 'TURNOFF',
    ...partial,
  }
}

function contactFields(ctx: ContentContext, formId: number): FormField[] {
  const { t } = ctx
  return [
    field(formId, 1, { name: t('姓名', 'Name'), type: 'INPUT', promptText: t('请输入您的姓名', 'Your full name') }),
    field(formId, 2, {
      name: t('手机号', 'Mobile'),
      type: 'INPUT',
      displayForm: 'PHONE',
      promptText: t('请输入11位手机号', '11-digit mobile number'),
      explain: t('仅用于顾问与您联系，不会用于其他用途', 'Only used by our consultant to contact you'),
    }),
    field(formId, 3, {
      name: t('邮箱', 'Email'),
      type: 'INPUT',
      displayForm: 'EMAIL',
      promptText: t('name@company.com', 'name@company.com'),
    }),
    field(formId, 4, {
      name: t('公司名称', 'Company'),
      type: 'INPUT',
      promptText: t('请输入公司全称', 'Registered company name'),
    }),
  ]
}

export function buildForms(ctx: ContentContext): Form[] {
  const { t } = ctx
  const consultId = formId(ctx, 'consult')
  const downloadId = formId(ctx, 'download')
  const enrolId = formId(ctx, 'enrol')
  const watchId = formId(ctx, 'watch')
  const forms: Form[] = [
    {
      id: consultId,
      name: t('预约咨询', 'Talk to an expert'),
      description: t(
        '留下您的联系方式与需求，云启数智的行业顾问将在1个工作日内与您联系。',
        'Tell us about your needs and a CloudLead industry consultant will get back to you within one business day.',
      ),
      formFields: [
        ...contactFields(ctx, consultId),
        field(consultId, 5, {
          name: t('职位', 'Job title'),
          type: 'INPUT',
          required: 'FALSE',
          promptText: t('例如：信息中心总监', 'e.g. Head of IT'),
        }),
        field(consultId, 6, {
          name: t('企业规模', 'Company size'),
          type: 'RADIO',
          fieldOptions: [
            t('100人以下', 'Under 100'),
            t('100-499人', '100-499'),
            t('500-1999人', '500-1,999'),
            t('2000人及以上', '2,000 and more'),
          ],
        }),
        field(consultId, 7, {
          name: t('所属行业', 'Industry'),
          type: 'SELECT',
          promptText: t('请选择所属行业', 'Select your industry'),
          fieldOptions: [
            t('制造', 'Manufacturing'),
            t('零售', 'Retail'),
            t('能源', 'Energy'),
            t('物流', 'Logistics'),
            t('金融', 'Financial services'),
          ],
          openOther: 'TURNON',
        }),
        field(consultId, 8, {
          name: t('感兴趣的产品', 'Products of interest'),
          type: 'CHECKBOX',
          required: 'FALSE',
          explain: t('可多选', 'Choose any that apply'),
          fieldOptions: [
            t('云启ERP', 'CloudLead ERP'),
            t('智能制造云', 'Smart Manufacturing Cloud'),
            t('数据中台', 'Data Platform'),
            t('AI智能助手', 'AI Copilot'),
          ],
          openOther: 'TURNON',
        }),
        field(consultId, 9, {
          name: t('需求描述', 'How can we help?'),
          type: 'TEXTAREA',
          required: 'FALSE',
          promptText: t('请简要描述您的业务场景与期望', 'Briefly describe your business scenario and goals'),
        }),
      ],
    },
    {
      id: downloadId,
      name: t('资料下载', 'Download the resource'),
      description: t('填写信息后即可下载完整资料。', 'Fill in your details and the download starts right away.'),
      formFields: [
        ...contactFields(ctx, downloadId),
        field(downloadId, 5, {
          name: t('您的角色', 'Your role'),
          type: 'RADIO',
          fieldOptions: [t('企业决策者', 'Executive'), t('IT负责人', 'IT lead'), t('业务负责人', 'Business lead')],
          openOther: 'TURNON',
        }),
      ],
    },
    {
      id: enrolId,
      name: t('活动报名', 'Event registration'),
      description: t(
        '报名成功后，我们将通过短信发送参会信息。',
        'Once registered, you will receive the joining details by email.',
      ),
      formFields: [
        ...contactFields(ctx, enrolId),
        field(enrolId, 5, {
          name: t('参会方式', 'Attendance'),
          type: 'RADIO',
          fieldOptions: [t('线下参会', 'In person'), t('线上直播', 'Online live stream')],
        }),
        field(enrolId, 6, {
          name: t('希望交流的话题', 'Topics you would like to discuss'),
          type: 'TEXTAREA',
          required: 'FALSE',
        }),
      ],
    },
    {
      id: watchId,
      name: t('观看完整视频', 'Watch the full video'),
      description: t('留下联系方式即可观看完整视频。', 'Leave your contact details to watch the full video.'),
      formFields: contactFields(ctx, watchId).slice(0, 3),
    },
  ]
  forms.push(go1688Form(ctx))
  return forms
}

/** The go1688 purchasing and supplier area has its own consult form, in each site's language. */
function go1688Form(ctx: ContentContext): Form {
  const { t } = ctx
  const id = formId(ctx, 'go1688')
  return {
    id,
    name: t('采购与供应商合作咨询', 'Purchasing and supplier enquiries'),
    description: t(
      '无论您是采购方还是供应商，留下信息后，go1688平台顾问将尽快与您联系。',
      'Whether you buy or supply, leave your details and a go1688 platform consultant will contact you shortly.',
    ),
    formFields: [
      field(id, 1, {
        name: t('联系人', 'Contact name'),
        type: 'INPUT',
        promptText: t('请输入联系人姓名', 'Your full name'),
      }),
      field(id, 2, {
        name: t('手机号', 'Mobile'),
        type: 'INPUT',
        displayForm: 'PHONE',
        promptText: t('请输入11位手机号', '11-digit mobile number'),
      }),
      field(id, 3, { name: t('企业名称', 'Company'), type: 'INPUT' }),
      field(id, 4, {
        name: t('合作身份', 'Your role'),
        type: 'RADIO',
        fieldOptions: [t('采购方', 'Purchaser'), t('供应商', 'Supplier')],
      }),
      field(id, 5, {
        name: t('主营品类', 'Main category'),
        type: 'SELECT',
        fieldOptions: [
          t('办公用品', 'Office supplies'),
          t('工业品与MRO', 'Industrial and MRO'),
          t('IT设备', 'IT equipment'),
          t('劳保用品', 'Safety equipment'),
          t('包装材料', 'Packaging'),
        ],
        openOther: 'TURNON',
      }),
      field(id, 6, { name: t('邮箱', 'Email'), type: 'INPUT', displayForm: 'EMAIL', required: 'FALSE' }),
      field(id, 7, {
        name: t('备注', 'Notes'),
        type: 'TEXTAREA',
        required: 'FALSE',
        promptText: t('如年采购额、合作期望等', 'e.g. yearly purchasing volume, what you expect from us'),
      }),
    ],
  }
}
