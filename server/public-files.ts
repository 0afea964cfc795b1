// public/'s files (icons, pictures, the manifest's images), served only for addresses that name a file: a name
// with an extension, as every file there has. A page's address would otherwise cost a stat of the disk on
// every request, and the home page's ("/", public/ itself, a directory) an error object with its stack as well
//.
import express, { type RequestHandler } from "express";

const FILE_ADDRESS = /\.[A-Za-z0-9]+$/;

export function publicFiles(root: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const files = express.static(root, { ...options, index: false });
  return (req, res, next) => (FILE_ADDRESS.test(req.path) ? files(req, res, next) : next());
}
