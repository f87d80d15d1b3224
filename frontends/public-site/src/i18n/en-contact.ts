/** English texts of the contact screen (namespace `publicSite`), added with `addScreenTexts` when it loads. */
export const contactEn = {
  contact: {
    pageTitle: 'Contact Us – PickWise',
    heading: 'Contact Us',
    intro: 'Questions, ideas or a mistake in our data? Write to the PickWise team.',
    cardsLabel: 'Ways to reach us',
    emailCard: {
      title: 'Email',
      text: 'Send us a message with the form below: it goes straight to our team’s inbox, and we reply to your e-mail address within 24-48 hours.',
    },
    feedbackCard: {
      title: 'Feedback',
      text: 'Tell us about a game or a method you would like, a draw result that looks wrong, or anything that did not work for you. We read every message.',
    },
    formHeading: 'Send us a message',
    notice:
      'All fields are required. Name up to {{name}} characters, e-mail up to {{email}}, subject up to {{subject}} and message up to {{message}}. We use your name and e-mail address only to reply to you.',
    fields: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    honeypot: 'Leave this field empty',
    remaining: '{{count}} of {{max}} characters left',
    send: 'Send Message',
    sending: 'Sending…',
    fixErrors: 'Please fix the form errors',
    received: 'Thank you! Your message has been received.',
    errors: {
      name: { required: 'Name is required', tooLong: 'Name must be less than {{max}} characters' },
      email: { invalid: 'Invalid email address', tooLong: 'Email must be less than {{max}} characters' },
      subject: { required: 'Subject is required', tooLong: 'Subject must be less than {{max}} characters' },
      message: { required: 'Message is required', tooLong: 'Message must be less than {{max}} characters' },
    },
    refused: {
      validation: 'Your message was not sent: some fields were not accepted. Please check the fields marked and try again.',
      rateLimited: 'Your message was not sent: too many messages have come from your connection in the last hour. Please try again later.',
      unavailable: 'Your message was not sent: our message service is not answering right now. Please try again in a few minutes.',
      failed: 'Your message was not sent. Please check your connection and try again.',
    },
  },
};
