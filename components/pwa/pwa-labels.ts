// The prompts' texts, translated on the server: in a file of their own because both the prompts
// and the panel they load lazily name them, and neither may import the other's type.
export type PwaLabels = {
  region: string;
  install: string;
  dismissInstall: string;
  updateTitle: string;
  updateQuestion: string;
  update: string;
  later: string;
};
