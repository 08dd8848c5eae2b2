// The five questions of the help centre (spec 2.18).
export const FAQS = [
  {
    question: "How do I publish my research?",
    answer:
      "Click 'Add New' in the navigation bar, choose the kind of research, add your file and details, then publish. " +
      "No file to share (a paywalled paper)? Choose Skip: the work is listed with its details and DOI, others can " +
      "request its full text, and you can add the file later with 'Add full text'. An imported reference keeps " +
      "its authors as the source lists them: you are matched to one of them by ORCID iD or name, or asked " +
      "'Which of these authors are you?' (or 'none — I'm sharing it'), and members you list confirm their authorship.",
  },
  {
    question: "How many publications can I add?",
    answer: "As many as you like: there is no limit on the number of publications.",
  },
  {
    question: "How do I find research or people?",
    answer:
      "Use the search box at the top of the page to search by keyword, author or type of content. Public research and people's public pages can be searched from the front page without an account.",
  },
  {
    question: "Can I edit or delete what I have published?",
    answer: "Yes. Open your profile, find the item and use its edit or delete control.",
  },
  {
    question: "How do I contact support?",
    answer: "Write to us through the Contact page. We reply within 24 hours.",
  },
];
