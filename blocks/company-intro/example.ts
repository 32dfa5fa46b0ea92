import type { CompanyIntroBlock } from '../../schemas/blocks.gen'

export const companyIntroExample: CompanyIntroBlock = {
  title: 'About CloudLead Digital',
  mainTitle: 'Enterprise software for the digital factory',
  logo: '/demo-assets/logo.svg',
  html: '<p>Founded in 2005, we build enterprise software for manufacturers, retailers and energy companies.</p>',
}
