// Words the generated profiles and posts are made of: institutions, research areas, title parts, hashtags.

/** The entries of a word list written as text, one separator between entries. */
export function listOf(text: string, separator = ","): string[] {
  return text
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

export const INSTITUTIONS = listOf(`
  University of Oxford, Massachusetts Institute of Technology, ETH Zürich, Université Paris-Saclay,
  Tsinghua University, University of Tokyo, Indian Institute of Science, Universidade de São Paulo,
  University of Cape Town, Karolinska Institutet, Technische Universität München, Seoul National University,
  Universidad Nacional Autónoma de México, McGill University, University of Melbourne, KU Leuven,
  Jagiellonian University, Charles University, University of Lagos, American University of Beirut,
  Max Planck Institute for Biology, CNRS, National University of Singapore, Universität Wien
`);

export const RESEARCH_AREAS = listOf(`
  Machine Learning, Computational Biology, Quantum Computing, Climate Science, Neuroscience, Materials Science,
  Epidemiology, Astrophysics, Linguistics, Economics, Organic Chemistry, Human-Computer Interaction, Genomics,
  Robotics, Cryptography, Oceanography, Public Health, Social Psychology, Particle Physics, Renewable Energy,
  Ecology, Medieval History, Immunology
`);

export const DEGREES = ["B.Sc.", "M.Sc.", "M.A.", "MBA", "M.Tech", "M.Phil", "Ph.D.", "Other"];

export const ACTIVITIES = listOf(`
  Postdoctoral researcher, PhD candidate, Associate professor, Research engineer, Lecturer, Data scientist,
  Principal investigator, Visiting scholar
`);

export const TITLE_OPENINGS = listOf(`
  Towards, A Survey of, Rethinking, On the Limits of, Scalable, Learning, Measuring, Understanding, Revisiting,
  An Empirical Study of, Efficient, Robust, Modelling
`);

export const TITLE_SUBJECTS = listOf(`
  protein folding, graph neural networks, coral reef resilience, urban heat islands, language acquisition,
  dark matter halos, antibiotic resistance, federated learning, perovskite solar cells, soil microbiomes,
  sleep and memory, supply chains, quantum error correction, glacier retreat, vaccine hesitancy,
  low-resource translation, battery degradation, neural decoding, monetary policy, bird migration
`);

export const TITLE_SETTINGS = listOf(`
  in low-income settings, at scale, with limited data, across Europe, in East Africa, under uncertainty,
  from satellite imagery, in clinical practice, over three decades, in the wild
`);

export const ABSTRACT_SENTENCES = [
  "We present a method that improves on the state of the art while using a fraction of the compute.",
  "Our results suggest that earlier estimates were biased by sampling effects.",
  "Data were collected over four field seasons and analysed with mixed-effects models.",
  "We release our code and data to support replication.",
  "The approach generalises to settings not seen during training.",
  "Limitations include a modest sample size and a single study site.",
  "We discuss implications for policy and directions for further work.",
  "A negative result is reported: the expected effect was not observed.",
];

export const HASHTAGS = listOf(`
  #OpenScience, #AcademicTwitter, #PhDLife, #ML, #ClimateAction, #Neuroscience, #DataScience, #Reproducibility,
  #Preprint, #FieldWork, #LabLife, #SciComm, #OpenAccess, #Genomics
`);

export const GALLERY_CAPTIONS = listOf(
  `
  Microscope image from this week's samples|Poster session at the annual meeting|Our field site at dawn|
  The new lab setup|Figure 3 from the preprint, in colour|Team photo after the defence
`,
  "|",
);

export const VIDEO_CAPTIONS = listOf(`
  Conference talk recording, Lab tour, Three-minute thesis, Tutorial: reproducing our results,
  Time-lapse of the experiment
`);

export const CODE_LANGUAGES = ["Python", "JavaScript", "Java", "HTML", "CSS", "R", "Julia"];

export const CODE_SNIPPETS = [
  "import numpy as np\n\ndef normalise(x):\n    return (x - x.mean()) / x.std()\n",
  "export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;\n",
  "public static double median(double[] v) { Arrays.sort(v); return v[v.length / 2]; }\n",
  "library(lme4)\nmodel <- lmer(score ~ treatment + (1 | site), data = trials)\n",
];

export const COMPANIES = listOf(`
  DeepMind, CERN, Novartis, Siemens Healthineers, Wellcome Sanger Institute, Fraunhofer, IBM Research, Roche,
  NASA Ames, Infosys, Samsung Research, Naver Labs
`);

export const MONTHS = listOf(`
  January, February, March, April, May, June, July, August, September, October, November, December
`);

/** Words the body of seeded documents is drawn from, so document text holds words no title or abstract has. */
export const DOCUMENT_WORDS = listOf(`
  sample, cohort, variance, estimator, regression, baseline, ablation, gradient, posterior, likelihood, spectrum,
  isotope, sediment, catalyst, enzyme, ligand, protein, genome, transcript, phenotype, neuron, synapse, cortex,
  lattice, photon, plasma, turbine, aquifer, glacier, monsoon, watershed, pollinator, biomass, canopy, estuary,
  corpus, lexicon, syntax, morphology, archive, manuscript, survey, interview, census, ledger, treaty, dialect,
  theorem, lemma, conjecture, manifold, tensor, eigenvalue, polynomial, topology, algorithm, heuristic, compiler,
  protocol, latency, throughput, benchmark, dataset, annotation, calibration, sensor, telescope, spectrograph,
  microscope, centrifuge, reactor, membrane, electrode, alloy, polymer, crystal, vaccine, antibody, pathogen,
  outbreak, incidence, prevalence, mortality, cohort, trial, placebo, dosage, biomarker, imaging, resonance
`);
