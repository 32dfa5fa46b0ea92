/* eslint-disable */
// GENERATED FILE, DO NOT EDIT. Source: schemas/common/*.schema.json, schemas/api/*.schema.json
// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.

// schemas/common/activity-agenda.schema.json
/**
 * An agenda entry. SPEC §3 writes activitySpeaker as one speaker "with avatar, name, position" while a CMS may list several: the project accepts one speaker object or an array of them (x-one-or-many) and normalises to an array at the boundary (schemas/repair.ts), so pages always see a list. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ActivityAgenda {
  /**
   * Time string.
   */
  agendaStr?: string | null
  title?: string | null
  /**
   * The agenda entry's speakers: one speaker object or an array of them, normalised to an array.
   *
   * @maxItems 100
   */
  activitySpeaker?: ActivitySpeaker[] | null
}

// schemas/common/activity-filter.schema.json
/**
 * Activity list filter, sent as `activity` in the POST /api/internal/activity/list body (project decision). Dates are epoch milliseconds (start of day / end of day). Request body: unknown properties are allowed.
 */
export interface ActivityFilter {
  /**
   * Epoch milliseconds: the start of the first day chosen, in the site's time zone. Sent with endDate only.
   */
  startDate?: number | null
  /**
   * Epoch milliseconds: the end of the last day chosen, in the site's time zone.
   */
  endDate?: number | null
  /**
   * Places chosen (values of GET activity/place/list/{siteId}).
   *
   * @maxItems 100
   */
  places?: string[] | null
  /**
   * Types chosen.
   *
   * @maxItems 100
   */
  activityTypes?: string[] | null
  /**
   * Name keyword.
   */
  activityName?: string | null
}

// schemas/common/activity-review.schema.json
/**
 * A review item: playType URL navigates to jumpBO.buttonLink, UPLOAD opens the attachment; jumpContentType FORM asks for the form (formBO.id) first. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ActivityReview {
  id?: number | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
  title?: string | null
  description?: string | null
  /**
   * URL or UPLOAD.
   */
  playType?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
  /**
   * The form to complete first (`{ id }`, only the id is read).
   */
  formBO?: IdRef | null
}

// schemas/common/activity-speaker.schema.json
/**
 * A guest / speaker. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ActivitySpeaker {
  id?: number | null
  /**
   * Photo URL.
   */
  avatar?: string | null
  name?: string | null
  position?: string | null
}

// schemas/common/activity.schema.json
/**
 * An activity / event (GET /api/internal/activity/{id}; list items carry a subset). Dates YYYY-MM-DD HH:mm:ss site-local. activityShowType STANDARD, anything else = free rich text in activityDescribe. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Activity {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/activity/{id} and of its page's URL.
   */
  id: number
  activityName: string
  /**
   * The event's time as the CMS writes it for display (free text).
   */
  activityTimeStr?: string | null
  /**
   * Start, `YYYY-MM-DD HH:mm:ss` in the site's time zone (SITE_TIME_ZONE); with endDate it decides the event's status and its enrol button (SPEC §4).
   */
  startDate?: string | null
  /**
   * End, `YYYY-MM-DD HH:mm:ss` in the site's time zone (SITE_TIME_ZONE).
   */
  endDate?: string | null
  /**
   * `STANDARD`: the standard layout (introduction, agenda, speakers, reviews, booth, guide); anything else: the free layout, activityDescribe's rich text.
   */
  activityShowType?: string | null
  /**
   * Rich text for the free layout.
   */
  activityDescribe?: string | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  activityIntroduction?: string | null
  /**
   * The agenda, in display order.
   *
   * @maxItems 100
   */
  activityAgendas?: ActivityAgenda[] | null
  /**
   * @maxItems 100
   */
  activitySpeakers?: ActivitySpeaker[] | null
  /**
   * @maxItems 100
   */
  activityReviews?: ActivityReview[] | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  techBooth?: string | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  attendeeGuide?: string | null
  /**
   * Live-stream URL.
   */
  liveAddress?: string | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
  /**
   * Video: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  videoMaterial?: FileResource | null
  /**
   * Enrolment enabled.
   */
  enrollStatus?: boolean | null
  /**
   * FORM or other.
   */
  enrollTypeDict?: string | null
  /**
   * The enrolment form: `{ id }`.
   */
  enrollDetail?: IdRef | null
  enrollButtonTitle?: string | null
  /**
   * External registration URL: the enrol button links to it once the event has started, unless enrolment is by FORM (SPEC §4).
   */
  thirdLink?: string | null
  /**
   * Place (filter value); project addition.
   */
  activityPlace?: string | null
  /**
   * Type (filter value); project addition.
   */
  activityType?: string | null
}

// schemas/common/ai-carousel-item.schema.json
/**
 * An AI landing carousel slide (GET /api/internal/ai/native/carousel). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface AiCarouselItem {
  id?: number | null
  title?: string | null
  desc?: string | null
  /**
   * Desktop image URL.
   */
  pcResourceUrl?: string | null
  /**
   * Phone image URL.
   */
  mobileResourceUrl?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
}

// schemas/common/ai-story.schema.json
/**
 * The AI story (GET /api/internal/ai/native/story). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface AiStory {
  id?: number | null
  title?: string | null
  description?: string | null
  /**
   * @maxItems 100
   */
  departmentLevelBOS?: DepartmentLevel[] | null
  /**
   * @maxItems 100
   */
  storyLineBOS?: StoryLine[] | null
}

// schemas/common/article.schema.json
/**
 * An article (GET /api/internal/{type}/{id}, e.g. news). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Article {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/{type}/{id} and of its page's URL.
   */
  id?: number | null
  title: string
  /**
   * Comma-separated labels.
   */
  label?: string | null
  /**
   * Publication date, `YYYY-MM-DD HH:mm:ss` in the site's time zone (SITE_TIME_ZONE); shown on cards and written as the sitemap's lastmod.
   */
  createTime?: string | null
  /**
   * Read when createTime is missing.
   */
  createdAt?: string | null
  desc?: string | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  content?: string | null
  /**
   * @maxItems 100
   */
  mediaCoverageList?: MediaCoverage[] | null
  author?: string | null
  /**
   * Editor.
   */
  edit?: string | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
}

// schemas/common/bottom-navigation.schema.json
/**
 * Footer data (POST /api/internal/bottomNavigation/list with `{ site: { id } }`). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface BottomNavigation {
  /**
   * @maxItems 100
   */
  briefIntroductionList?: BriefIntroduction[] | null
  /**
   * Contact lines (phone, e-mail, address).
   *
   * @maxItems 100
   */
  aboutEndpointsList?: QuickLink[] | null
  /**
   * @maxItems 100
   */
  discoverMoreList?: QuickLink[] | null
  /**
   * @maxItems 100
   */
  quickLinksList?: QuickLink[] | null
}

// schemas/common/brief-introduction.schema.json
/**
 * Footer brand block: logo and short company introduction. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface BriefIntroduction {
  /**
   * Logo URL.
   */
  logo?: string | null
  /**
   * Introduction text (may contain line breaks).
   */
  introductionContent?: string | null
}

// schemas/common/business-blueprint.schema.json
/**
 * A business-blueprint tab of a product: resourceUrl is the blueprint image. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface BusinessBlueprint {
  id?: number | null
  title?: string | null
  /**
   * Logo URL.
   */
  logo?: string | null
  /**
   * Image URL.
   */
  resourceUrl?: string | null
}

// schemas/common/carousel-slide.schema.json
/**
 * A slide of a home module (carouselOpt of CAROUSEL, SOLUTION, Example, PRODUCT). AI-carousel-like: pcResourceUrl/mobileResourceUrl images, jumpBO button; customerLogo on the customer wall. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface CarouselSlide {
  id?: number | null
  title?: string | null
  desc?: string | null
  /**
   * Desktop image URL.
   */
  pcResourceUrl?: string | null
  /**
   * Phone image URL.
   */
  mobileResourceUrl?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
  /**
   * Customer logo URL (customer wall).
   */
  customerLogo?: string | null
}

// schemas/common/core-function.schema.json
/**
 * A core-function tab of a product. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface CoreFunction {
  id?: number | null
  name?: string | null
  /**
   * Icon URL.
   */
  iconUrl?: string | null
  /**
   * @maxItems 100
   */
  functionList?: SectionItem[] | null
}

// schemas/common/department-level.schema.json
/**
 * A department level of the AI story. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface DepartmentLevel {
  id: number
  name?: string | null
  /**
   * @maxItems 100
   */
  employeeBOS?: Employee[] | null
}

// schemas/common/employee.schema.json
/**
 * An employee of the AI story, paired with an AI adviser (aiAvatar, aiPosition); order sorts. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Employee {
  id: number
  name: string
  position?: string | null
  /**
   * Photo URL.
   */
  avatar?: string | null
  aiAvatar?: string | null
  aiPosition?: string | null
  order?: number | null
  /**
   * Department level the employee belongs to, as the CMS sends it.
   */
  departmentLevel?: {
    [k: string]: unknown
  }
}

// schemas/common/enterprise-advantage.schema.json
/**
 * One enterprise advantage (POST /api/internal/enterprise/advantage/list with `{ id }` = site id). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface EnterpriseAdvantage {
  id: number
  /**
   * Icon URL.
   */
  logo?: string | null
  title: string
  desc?: string | null
}

// schemas/common/example-industry-group.schema.json
/**
 * Cases of one industry (item of POST /api/internal/example/list). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ExampleIndustryGroup {
  industry: Industry
  /**
   * @maxItems 1000
   */
  exampleBOS?: Example[] | null
}

// schemas/common/example.schema.json
/**
 * A customer case (GET /api/internal/example/{id}; project decision: the "case fetch by type example and id" is this call). Also the item of every case list (exampleList, exampleBOList, exampleBOS, exampleSolutionRelationBOList). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Example {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/example/{id} and of its page's URL.
   */
  id: number
  title: string
  desc?: string | null
  customerName?: string | null
  /**
   * Logo URL.
   */
  customerLogo?: string | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
  /**
   * Background image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  backgroundMaterial?: FileResource | null
  /**
   * Video: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  videoMaterial?: FileResource | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  content?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
}

// schemas/common/file-item.schema.json
/**
 * One uploaded file of a resource (image, video or document). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface FileItem {
  /**
   * Absolute or site-relative URL of the file.
   */
  url: string
  /**
   * MIME type or file kind as the CMS reports it (e.g. image/png, video/mp4, pdf).
   */
  type?: string | null
  /**
   * Original file name; used as download name and video source hint.
   */
  name?: string | null
}

// schemas/common/file-resource.schema.json
/**
 * Files and media fields (pcResource, mobileResource, coverMaterial, backgroundMaterial, videoMaterial, attachment, ...). No file is `{ files: [] }` or the whole field null. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface FileResource {
  /**
   * The uploaded files; the first one is used. No file: an empty list.
   *
   * @maxItems 100
   */
  files?: FileItem[] | null
}

// schemas/common/form-field.schema.json
/**
 * One field of a form. type is INPUT, TEXTAREA, RADIO, CHECKBOX or SELECT (plain string; unknown types render as INPUT). required "TRUE" means required, anything else optional. fieldOptions are the choices; openOther "TURNON" adds an other choice (其他 / Other) that is not in fieldOptions. displayForm "EMAIL" / "PHONE" marks the e-mail and mobile fields. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface FormField {
  id: number
  /**
   * Field label.
   */
  name: string
  /**
   * INPUT, TEXTAREA, RADIO, CHECKBOX or SELECT; an unknown type renders as INPUT.
   */
  type: string
  /**
   * `EMAIL` or `PHONE` marks the e-mail and mobile fields (checked as such); anything else is a plain field.
   */
  displayForm?: string | null
  /**
   * "TRUE" (or true) = required.
   */
  required?: string | boolean | null
  /**
   * Help text under the field.
   */
  explain?: string | null
  /**
   * Placeholder.
   */
  promptText?: string | null
  /**
   * The choices of RADIO, CHECKBOX and SELECT, in order.
   *
   * @maxItems 100
   */
  fieldOptions?: string[] | null
  /**
   * `TURNON` adds an other choice (其他 / Other) with a text box; it is not in fieldOptions.
   */
  openOther?: string | null
}

// schemas/common/form-submission.schema.json
/**
 * Body of POST /api/internal/form (validated by the server). Empty values are omitted from fieldValues; multi-select values are joined with ", "; an other choice is written as "other (text)". Project decisions on names SPEC leaves open: fieldValues items are `{ formField: { id }, value }`; trafficAccessReq is `{ bdVid, extInfo, deviceType, deviceId, pageUrl }`; formTypeSource is PRODUCT, EXAMPLE, SOLUTION, CORPORATE_PUBLICATION or INDEX_MODEL from the first path segment. Request body: unknown properties are allowed.
 */
export interface FormSubmission {
  /**
   * The site the enquiry was sent from: `{ id }`.
   */
  site: SiteRef
  /**
   * The form: `{ id }`.
   */
  form: IdRef
  /**
   * One entry per answered field (empty values are left out).
   */
  fieldValues: {
    formField: IdRef
    value: string
  }[]
  /**
   * Where the form was opened, from the page's first path segment; null elsewhere.
   */
  formTypeSource?: 'PRODUCT' | 'EXAMPLE' | 'SOLUTION' | 'CORPORATE_PUBLICATION' | 'INDEX_MODEL' | null
  /**
   * Id of the product / case / solution / publication the form was opened from.
   */
  sourceId?: number | null
  /**
   * Where the visitor came from.
   */
  trafficAccessReq?: {
    /**
     * Baidu click id (bd_vid query parameter).
     */
    bdVid?: string | null
    /**
     * Extension info.
     */
    extInfo?: string | null
    /**
     * PC or MOBILE.
     */
    deviceType?: string | null
    deviceId?: string | null
    /**
     * The page the form was sent from.
     */
    pageUrl?: string | null
  } | null
}

// schemas/common/form.schema.json
/**
 * A form definition (GET /api/internal/form/{id}). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Form {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/form/{id} and of its page's URL.
   */
  id: number
  /**
   * Form title.
   */
  name?: string | null
  description?: string | null
  /**
   * The fields, in display order.
   *
   * @maxItems 100
   */
  formFields?: FormField[] | null
}

// schemas/common/home-module.schema.json
/**
 * A home page module (POST /api/internal/homepage with `{ id }` = site id), in display order. moduleType is PRODUCT, NEWS, CAROUSEL, BUSINESS_CONSULTING, SOLUTION or Example (kept a plain string: an unknown type is dropped by the page, not a validation error). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface HomeModule {
  id?: number | null
  moduleName?: string | null
  /**
   * PRODUCT, NEWS, CAROUSEL, BUSINESS_CONSULTING, SOLUTION or Example; a module of another type is left out.
   */
  moduleType: string
  title?: string | null
  desc?: string | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * Phone image, the same shape as pcResource: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  mobileResource?: FileResource | null
  /**
   * The slides of a CAROUSEL, SOLUTION, Example or PRODUCT module.
   *
   * @maxItems 100
   */
  carouselOpt?: CarouselSlide[] | null
  /**
   * The news of a NEWS module.
   *
   * @maxItems 100
   */
  newsList?: NewsItem[] | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
}

// schemas/common/id-ref.schema.json
/**
 * A reference to another record by id (formBO, enrollDetail, formField, form). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface IdRef {
  id: number
}

// schemas/common/industry-nav-item.schema.json
/**
 * An industry in the header popover. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface IndustryNavItem {
  id: number
  name: string
  /**
   * Industry icon URL.
   */
  indusIcon?: string | null
  naviDesc?: string | null
  /**
   * @maxItems 1000
   */
  solutions?: NavLink[] | null
}

// schemas/common/industry.schema.json
/**
 * An industry (solution and case grouping). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Industry {
  id: number
  name: string
  desc?: string | null
  /**
   * Industry icon URL.
   */
  indusIcon?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
}

// schemas/common/introduce.schema.json
/**
 * Company introduction (POST /api/internal/introduce with `{ site: { id } }`, or GET /api/internal/introduce/{id}). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Introduce {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/introduce/{id} and of its page's URL.
   */
  id?: number | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  describe?: string | null
  /**
   * Logo URL.
   */
  logo?: string | null
  title?: string | null
  mainTitle?: string | null
}

// schemas/common/jump-target.schema.json
/**
 * jumpBO: what a button does. jumpContentType FORM opens the contact form (formBO.id or formBOId), DOCUMENT opens the attachment (attachment.files[0].url or attachmentUrl), URL navigates to buttonLink, VIDEO plays the attachment or buttonLink in the video modal. Any other or missing type: the button is not shown. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface JumpTarget {
  /**
   * FORM, DOCUMENT, URL or VIDEO; kept a plain string so a new CMS value does not break a page.
   */
  jumpContentType?: string | null
  /**
   * Button label; pages fall back to their default label.
   */
  buttonTitle?: string | null
  /**
   * Target URL for URL (and VIDEO when no attachment).
   */
  buttonLink?: string | null
  /**
   * Document or video file for DOCUMENT / VIDEO.
   */
  attachment?: FileResource | null
  /**
   * Direct URL of the attachment when the CMS sends a plain URL.
   */
  attachmentUrl?: string | null
  /**
   * The form to open (FORM) or to complete first; only its id is read.
   */
  formBO?: IdRef | null
  /**
   * Form id when formBO is absent.
   */
  formBOId?: number | null
}

// schemas/common/language-pack-entry.schema.json
/**
 * One entry of the language pack (GET /api/internal/site/{id}). identification is the interface-string key, languageSetting its text in the site language; the project's own strings are the fallback for any key missing. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface LanguagePackEntry {
  /**
   * Interface-string key.
   */
  identification: string
  /**
   * Module the string belongs to (grouping only).
   */
  modular?: string | null
  /**
   * The text in the site language.
   */
  languageSetting?: string | null
}

// schemas/common/list-item.schema.json
/**
 * An item of the generic POST /api/internal/{type}/list answer. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ListItem {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/{type}/{id} and of its page's URL.
   */
  id: number
  title?: string | null
  name?: string | null
  desc?: string | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
  /**
   * Publication date, `YYYY-MM-DD HH:mm:ss` in the site's time zone (SITE_TIME_ZONE); shown on cards and written as the sitemap's lastmod.
   */
  createTime?: string | null
  /**
   * Read when createTime is missing.
   */
  createdAt?: string | null
}

// schemas/common/media-coverage.schema.json
/**
 * A media-coverage link of an article. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface MediaCoverage {
  mediaName?: string | null
  /**
   * URL.
   */
  address?: string | null
}

// schemas/common/media-filter.schema.json
/**
 * Media list filter, sent as `multimediaResource` in the POST /api/internal/multimedia/resource/list body. Dates are epoch milliseconds. Request body: unknown properties are allowed.
 */
export interface MediaFilter {
  /**
   * Epoch milliseconds: the start of the first day chosen, in the site's time zone. Sent with endDate only.
   */
  startDate?: number | null
  /**
   * Epoch milliseconds: the end of the last day chosen, in the site's time zone.
   */
  endDate?: number | null
  /**
   * Types chosen (values of GET multimedia/resource/type/list/1).
   *
   * @maxItems 100
   */
  resourceTypes?: string[] | null
  /**
   * Title keyword.
   */
  titleContent?: string | null
}

// schemas/common/multimedia-resource.schema.json
/**
 * A multimedia resource (GET /api/internal/multimedia/resource/{id}). isNeedContact with a FORM jumpBO: the form first, then the video. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface MultimediaResource {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/multimedia/resource/{id} and of its page's URL.
   */
  id: number
  /**
   * Title.
   */
  titleContent: string
  /**
   * Creation date, `YYYY-MM-DD HH:mm:ss` in the site's time zone; the sitemap's lastmod.
   */
  createdAt?: string | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
  /**
   * Video: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  videoMaterial?: FileResource | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  resourceDesc?: string | null
  /**
   * true: the visitor fills in the contact form before the video or file opens.
   */
  isNeedContact?: boolean | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
  /**
   * Live-stream URL.
   */
  liveAddress?: string | null
  /**
   * Type (filter value); project addition.
   */
  resourceType?: string | null
}

// schemas/common/nav-link.schema.json
/**
 * A child link in a header popover: a product (under a category) or a solution (under an industry). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface NavLink {
  id: number
  name: string
  /**
   * Short description shown in the popover.
   */
  naviDesc?: string | null
}

// schemas/common/news-item.schema.json
/**
 * A news entry in lists, the fixed-news carousel and the home NEWS module. Links to /article-detail/news/{id}. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface NewsItem {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/news/{id} and of its page's URL.
   */
  id: number
  title: string
  desc?: string | null
  /**
   * Cover image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null. A card without it keeps its title over a neutral placeholder.
   */
  coverMaterial?: FileResource | null
  /**
   * YYYY-MM-DD HH:mm:ss, site-local.
   */
  createTime?: string | null
  /**
   * Comma-separated labels.
   */
  label?: string | null
}

// schemas/common/product-category-detail.schema.json
/**
 * GET /api/internal/product-category/detail/{id}. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ProductCategoryDetail {
  productCategory: ProductCategory
  /**
   * @maxItems 1000
   */
  productList?: Product[] | null
  /**
   * @maxItems 1000
   */
  exampleList?: Example[] | null
}

// schemas/common/product-category-group.schema.json
/**
 * A category with its products and cases (item of POST /api/internal/product/list). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ProductCategoryGroup {
  id: number
  name: string
  productCategory?: ProductCategory | null
  /**
   * @maxItems 1000
   */
  productList?: Product[] | null
  /**
   * @maxItems 1000
   */
  exampleList?: Example[] | null
}

// schemas/common/product-category-nav-item.schema.json
/**
 * A product category in the header popover. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ProductCategoryNavItem {
  id: number
  name: string
  /**
   * Category icon URL.
   */
  proLogo?: string | null
  naviDesc?: string | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * @maxItems 1000
   */
  productList?: NavLink[] | null
  /**
   * Plate (group) label the category belongs to.
   */
  productPlate?: string | null
}

// schemas/common/product-category.schema.json
/**
 * A product category's own fields. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ProductCategory {
  id?: number | null
  name: string
  desc?: string | null
  subtitle?: string | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  content?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
  /**
   * Project decision: a jump target.
   */
  demonstration?: JumpTarget | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * Phone image, the same shape as pcResource: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  mobileResource?: FileResource | null
}

// schemas/common/product-config.schema.json
/**
 * Enterprise demand block of a product: a heading and its items. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ProductConfig {
  name?: string | null
  desc?: string | null
  /**
   * @maxItems 100
   */
  configList?: SectionItem[] | null
}

// schemas/common/product.schema.json
/**
 * A product (GET /api/internal/product/{id}); list items (productList) carry a subset. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Product {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/product/{id} and of its page's URL.
   */
  id: number
  name: string
  desc?: string | null
  /**
   * Diagram image URL.
   */
  diagram?: string | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * Phone image, the same shape as pcResource: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  mobileResource?: FileResource | null
  productConfig?: ProductConfig | null
  /**
   * @maxItems 100
   */
  productSuperiority?: SectionItem[] | null
  /**
   * @maxItems 100
   */
  applicationScenarios?: SectionItem[] | null
  /**
   * @maxItems 100
   */
  coreFunctions?: CoreFunction[] | null
  /**
   * @maxItems 100
   */
  businessBluePrints?: BusinessBlueprint[] | null
  /**
   * @maxItems 100
   */
  businessValues?: SectionItem[] | null
  /**
   * @maxItems 100
   */
  exampleBOList?: Example[] | null
  /**
   * Banner primary button (e.g. download).
   */
  jumpBO?: JumpTarget | null
  /**
   * Banner demo button. Project decision: a jump target.
   */
  demonstration?: JumpTarget | null
  /**
   * true: the enterprise demand items are shown under their title (productConfig.name).
   */
  isShowEnterpriseDemandTitle?: boolean | null
}

// schemas/common/publication.schema.json
/**
 * A corporate publication (GET /api/internal/corporate/publications/{id}). type PUBLICATION is a journal, anything else a white paper. Picture fields are image URLs (project decision). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Publication {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/corporate/publications/{id} and of its page's URL.
   */
  id: number
  name: string
  introduction?: string | null
  /**
   * Cover image URL.
   */
  picture?: string | null
  /**
   * `PUBLICATION`: a periodical; anything else: a white paper.
   */
  type?: string | null
  basePicture?: string | null
  mobileBasePicture?: string | null
  backgroundPicture?: string | null
  mobileBackgroundPicture?: string | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  publicationDescribe?: string | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
  /**
   * @maxItems 100
   */
  exampleBOS?: Example[] | null
}

// schemas/common/quick-link.schema.json
/**
 * A footer item. Project decision: the footer's three item lists (aboutEndpointsList = contact lines, discoverMoreList, quickLinksList) share this shape. jumpMode decides how jumpToAddress opens (e.g. BLANK for a new tab); codePicture is a QR image URL (QR items). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface QuickLink {
  id?: number | null
  /**
   * Label.
   */
  menu?: string | null
  /**
   * How jumpToAddress opens, e.g. `BLANK` for a new tab.
   */
  jumpMode?: string | null
  /**
   * Link target.
   */
  jumpToAddress?: string | null
  /**
   * QR-code image URL.
   */
  codePicture?: string | null
}

// schemas/common/section-item.schema.json
/**
 * An item of a product or solution section (productSuperiority, applicationScenarios, businessValues, industryState, businessScene, businessValue, functionList, productConfig.configList). Some CMS records carry name for title and description for desc: readers take either. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface SectionItem {
  id?: number | null
  title?: string | null
  name?: string | null
  desc?: string | null
  description?: string | null
  /**
   * Icon URL.
   */
  logo?: string | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
}

// schemas/common/service-page.schema.json
/**
 * Service-and-support or join-us page (POST /api/internal/serviceAndSupport, /joinUs with `{ site: { id } }`, or GET .../{id}). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface ServicePage {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/serviceAndSupport/{id} or joinUs/{id} and of its page's URL.
   */
  id?: number | null
  /**
   * Rich text (HTML), sanitized before it is shown.
   */
  describe?: string | null
  /**
   * Banner image URL.
   */
  bannerUrl?: string | null
  title?: string | null
  legend?: string | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * Phone image, the same shape as pcResource: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  mobileResource?: FileResource | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
}

// schemas/common/site-ref.schema.json
/**
 * The site as sent in request bodies: `site: { id }` (also where SPEC writes site.id). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface SiteRef {
  /**
   * Site id.
   */
  id: number
}

// schemas/common/site.schema.json
/**
 * A site (one per language). mark is the language code used for host mapping (cn, en). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Site {
  id: number
  /**
   * Display name, shown in the language switcher.
   */
  title: string
  /**
   * Language code of the site, e.g. cn or en; SITE_HOSTS maps it to a host.
   */
  mark: string
  /**
   * Logo URL.
   */
  logo?: string | null
}

// schemas/common/solution-industry-group.schema.json
/**
 * An industry slide of /solution (item of POST /api/internal/solution/list). Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface SolutionIndustryGroup {
  industry: Industry
  /**
   * @maxItems 1000
   */
  solutions?: Solution[] | null
  /**
   * @maxItems 1000
   */
  examples?: Example[] | null
}

// schemas/common/solution.schema.json
/**
 * A solution. In lists only id, name, pcResource, mobileResource; the detail (GET /api/internal/solution/{id}) adds the rest. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface Solution {
  /**
   * The item's id (a number): the `{id}` of GET /api/internal/solution/{id} and of its page's URL.
   */
  id: number
  name: string
  desc?: string | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * Phone image, the same shape as pcResource: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  mobileResource?: FileResource | null
  industryName?: string | null
  /**
   * Industry insight items.
   *
   * @maxItems 100
   */
  industryState?: SectionItem[] | null
  /**
   * @maxItems 100
   */
  businessScene?: SectionItem[] | null
  /**
   * @maxItems 100
   */
  businessValue?: SectionItem[] | null
  /**
   * @maxItems 100
   */
  exampleSolutionRelationBOList?: Example[] | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
}

// schemas/common/story-line.schema.json
/**
 * A story line of the AI story. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface StoryLine {
  id: number
  name?: string | null
  employee?: Employee | null
  /**
   * @maxItems 100
   */
  storyLineSceneRelationBOS?: StoryScene[] | null
}

// schemas/common/story-scene.schema.json
/**
 * A scene of a story line. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface StoryScene {
  id?: number | null
  sceneName?: string | null
  scene?: {
    pcLink?: string | null
    /**
     * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
     */
    pcResource?: FileResource | null
  } | null
}

// schemas/common/title-block.schema.json
/**
 * Page-header settings: title and description of a list page. Answer of POST /api/internal/get/title/by/type with body `{ type, site: { id } }`; type is NEWS, NEWS_AI, CORPORATE_PUBLICATION, BRAND_ACTIVITIES or MULTIMEDIA_RESOURCE (project decision: one call for every page header). Pages fall back to their own default title when missing. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface TitleBlock {
  title?: string | null
  desc?: string | null
}

// schemas/common/top-header-data.schema.json
/**
 * Header popover data (POST /api/internal/topheader with `{ id }` = site id): a title plus either productCategoryList or industryList. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface TopHeaderData {
  /**
   * Popover title, matches the navigation entry it belongs to.
   */
  title: string
  /**
   * The products popover's categories (an entry has this or industryList).
   *
   * @maxItems 100
   */
  productCategoryList?: ProductCategoryNavItem[] | null
  /**
   * The solutions popover's industries.
   *
   * @maxItems 100
   */
  industryList?: IndustryNavItem[] | null
}

// schemas/common/top-navigation-item.schema.json
/**
 * One top navigation entry (POST /api/internal/topNavigation/list). displayName is the label; pageAddress the route or URL it links to. Tolerant reader (docs/contract.md): unknown properties are allowed; every field a page can live without is optional and nullable.
 */
export interface TopNavigationItem {
  id?: number | null
  /**
   * Menu label.
   */
  displayName: string
  /**
   * Route (e.g. /product) or absolute URL.
   */
  pageAddress?: string | null
  /**
   * Internal name of the entry; identifies menus with popovers (e.g. product, solution).
   */
  navigationName?: string | null
  desc?: string | null
  /**
   * Phone image, the same shape as pcResource: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  mobileResource?: FileResource | null
  /**
   * Desktop image: `{ files: [{ url, type, name }] }`; the first file is used, and no file is `{ files: [] }` or null.
   */
  pcResource?: FileResource | null
  /**
   * The button (JumpTarget): what it does is decided by its jumpContentType; absent, or of an unknown type, no button is shown.
   */
  jumpBO?: JumpTarget | null
  /**
   * Video attached to the entry, as the CMS sends it; not interpreted by the shell.
   */
  videoRelation?: {
    [k: string]: unknown
  }
  /**
   * Banner image URL of the menu popover.
   */
  bannerUrl?: string | null
}

// schemas/api/activity-list.schema.json
/**
 * POST /api/internal/activity/list `{ site: { id }, pageNo, pageSize, activity: ActivityFilter }`.
 */
export interface ActivityPage {
  /**
   * The items of the requested page.
   *
   * @maxItems 100
   */
  data: Activity[]
  /**
   * Total number of items; when missing the page treats data.length as total.
   */
  total?: number | null
}

// schemas/api/activity-places.schema.json
/**
 * GET /api/internal/activity/place/list/{siteId}: values of the places filter.
 *
 * @maxItems 100
 */
export type ActivityPlaces = string[]

// schemas/api/ai-carousel.schema.json
/**
 * GET /api/internal/ai/native/carousel.
 *
 * @maxItems 100
 */
export type AiCarousel = AiCarouselItem[]

// schemas/api/enterprise-advantages.schema.json
/**
 * POST /api/internal/enterprise/advantage/list `{ id }` (site id).
 *
 * @maxItems 100
 */
export type EnterpriseAdvantages = EnterpriseAdvantage[]

// schemas/api/example-list.schema.json
/**
 * POST /api/internal/example/list `{ site: { id } }`.
 *
 * @maxItems 100
 */
export type ExampleList = ExampleIndustryGroup[]

// schemas/api/fixed-activities.schema.json
/**
 * GET /api/internal/fixed/activity/list/{siteId}: the activity carousel.
 *
 * @maxItems 100
 */
export type FixedActivities = Activity[]

// schemas/api/fixed-news.schema.json
/**
 * GET /api/internal/fixed/news/list/{siteId}?type=: the fixed-news carousel.
 *
 * @maxItems 100
 */
export type FixedNews = NewsItem[]

// schemas/api/homepage.schema.json
/**
 * POST /api/internal/homepage `{ id }` (site id): home modules in display order.
 *
 * @maxItems 100
 */
export type Homepage = HomeModule[]

// schemas/api/language-pack.schema.json
/**
 * GET /api/internal/site/{id}: the language pack of a site.
 *
 * @maxItems 5000
 */
export type LanguagePack = LanguagePackEntry[]

// schemas/api/list.schema.json
/**
 * POST /api/internal/{type}/list `{ site: { id }, pageNo, pageSize, ...more }`: the generic paged list.
 */
export interface PagedList {
  /**
   * The items of the requested page.
   *
   * @maxItems 100
   */
  data: ListItem[]
  /**
   * Total number of items; when missing the page treats data.length as total.
   */
  total?: number | null
}

// schemas/api/multimedia-carousel.schema.json
/**
 * GET /api/internal/multimedia/resource/carousel/list/{siteId}.
 *
 * @maxItems 100
 */
export type MultimediaCarousel = MultimediaResource[]

// schemas/api/multimedia-resource-list.schema.json
/**
 * POST /api/internal/multimedia/resource/list `{ site: { id }, pageNo, pageSize, multimediaResource: MediaFilter }`.
 */
export interface MultimediaResourcePage {
  /**
   * The items of the requested page.
   *
   * @maxItems 100
   */
  data: MultimediaResource[]
  /**
   * Total number of items; when missing the page treats data.length as total.
   */
  total?: number | null
}

// schemas/api/multimedia-types.schema.json
/**
 * GET /api/internal/multimedia/resource/type/list/1: values of the type filter.
 *
 * @maxItems 100
 */
export type MultimediaTypes = string[]

// schemas/api/news-list.schema.json
/**
 * POST /api/internal/news/list `{ site: { id }, pageNo, pageSize, type }` (type NEWS or NEWS_AI).
 */
export interface NewsPage {
  /**
   * The items of the requested page.
   *
   * @maxItems 100
   */
  data: NewsItem[]
  /**
   * Total number of items; when missing the page treats data.length as total.
   */
  total?: number | null
}

// schemas/api/product-list.schema.json
/**
 * POST /api/internal/product/list `{ site: { id } }`: products by category.
 *
 * @maxItems 100
 */
export type ProductList = ProductCategoryGroup[]

// schemas/api/publication-list.schema.json
/**
 * POST /api/internal/corporate/publications/list `{ site: { id }, pageNo, pageSize }`.
 */
export interface PublicationPage {
  /**
   * The items of the requested page.
   *
   * @maxItems 100
   */
  data: Publication[]
  /**
   * Total number of items; when missing the page treats data.length as total.
   */
  total?: number | null
}

// schemas/api/site-list.schema.json
/**
 * GET /api/internal/site/list: all sites.
 *
 * @maxItems 100
 */
export type SiteList = Site[]

// schemas/api/solution-list.schema.json
/**
 * POST /api/internal/solution/list `{ site: { id } }`.
 *
 * @maxItems 100
 */
export type SolutionList = SolutionIndustryGroup[]

// schemas/api/submit-form.schema.json
/**
 * POST /api/internal/form with a FormSubmission body: the stored submission.
 */
export interface FormSubmissionResult {
  /**
   * Id of the stored submission.
   */
  id?: number | null
  /**
   * true when the CMS stored the enquiry.
   */
  success?: boolean | null
}

// schemas/api/top-header.schema.json
/**
 * POST /api/internal/topheader `{ id }` (site id).
 *
 * @maxItems 100
 */
export type TopHeader = TopHeaderData[]

// schemas/api/top-navigation.schema.json
/**
 * POST /api/internal/topNavigation/list `{ site: { id } }`.
 *
 * @maxItems 100
 */
export type TopNavigation = TopNavigationItem[]

/** The `data` of every backend call, by call name (schemas/api/<kebab call name>.schema.json). */
export interface ApiAnswers {
  activityList: ActivityPage
  activityPlaces: ActivityPlaces
  activity: Activity
  aiCarousel: AiCarousel
  aiStory: AiStory
  bottomNavigation: BottomNavigation
  detail: Article
  enterpriseAdvantages: EnterpriseAdvantages
  exampleList: ExampleList
  example: Example
  fixedActivities: FixedActivities
  fixedNews: FixedNews
  form: Form
  homepage: Homepage
  introduceById: Introduce
  introduce: Introduce
  joinUsById: ServicePage
  joinUs: ServicePage
  languagePack: LanguagePack
  list: PagedList
  multimediaCarousel: MultimediaCarousel
  multimediaResourceList: MultimediaResourcePage
  multimediaResource: MultimediaResource
  multimediaTypes: MultimediaTypes
  newsList: NewsPage
  productCategory: ProductCategoryDetail
  productList: ProductList
  product: Product
  publicationList: PublicationPage
  publication: Publication
  servicePageById: ServicePage
  servicePage: ServicePage
  siteList: SiteList
  solutionList: SolutionList
  solution: Solution
  submitForm: FormSubmissionResult
  titleByType: TitleBlock
  topHeader: TopHeader
  topNavigation: TopNavigation
}

export type ApiCallName = keyof ApiAnswers
