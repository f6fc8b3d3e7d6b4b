/** A problem with a post or a blog file (authors.yml, tags.yml): the message starts with the file. */
export class BlogFileError extends Error {}
