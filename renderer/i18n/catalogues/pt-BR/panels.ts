import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Portuguese (Brazil): the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Resultado',
    consensus: 'Consenso',
    closest: 'Mais perto da média',
    lowest: 'Menor',
    highest: 'Maior',
    distribution: 'Votos por carta',
    noNumbers: 'Nenhum voto numérico',
    show: 'Mostrar resumo do resultado',
    votes: { one: '{count} voto', other: '{count} votos' },
    valueVotes: '{value}: {votes}',
    coffee: 'Café',
  },
  roomOptions,
  history: {
    noStory: 'Sem história',
    time: 'Horário',
    story: 'História',
    votes: 'Votos',
    average: 'Média',
    closestCard: 'Mais perto da média',
    confirmDelete: 'Excluir esta rodada para todos?',
    delete: 'Excluir',
    keep: 'Manter',
    deleteRound: 'Excluir rodada',
    downloadCsv: 'Baixar CSV',
    copyMarkdown: 'Copiar como Markdown',
    copied: 'Copiado como tabela Markdown',
    copyRefused: 'O navegador recusou a cópia; tente de novo',
    loading: 'Carregando…',
    empty: 'Nenhuma rodada ainda: cada rodada revelada fica guardada aqui.',
    rounds: 'Rodadas',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'Importar histórias',
    pasteLabel: 'Colar histórias',
    pasteHelp:
      'Uma exportação CSV do Jira, Azure DevOps ou GitHub, uma tabela key,title,description ou uma história por linha.',
    readText: 'Pré-visualizar',
    uploadFile: 'Enviar um arquivo',
    fileUnreadable: 'Não foi possível ler o arquivo. Tente de novo ou cole o texto dele.',
    readAs: 'Lido como {format}',
    formatLines: 'Uma história por linha',
    storyCount: {
      one: '{count} história',
      other: '{count} histórias',
    },
    rowsSkipped: {
      one: '{count} linha ignorada: {rows}',
      other: '{count} linhas ignoradas: {rows}',
    },
    rowNoTitle: 'a linha {row} não tem título',
    rowTitleTooLong: 'linha {row}: título com mais de {max} caracteres',
    rowKeyTooLong: 'linha {row}: chave com mais de {max} caracteres',
    andMore: {
      one: '{rows} e mais {count}',
      other: '{rows} e mais {count}',
    },
    listSeparator: ', ',
    partSeparator: '; ',
    descriptionsCut: {
      one: '{count} descrição cortada em {max} caracteres',
      other: '{count} descrições cortadas em {max} caracteres',
    },
    fileTooLarge: 'O arquivo tem {size} MB; é possível importar no máximo {max} MB.',
    textTooLarge: 'O texto tem {size} MB; é possível importar no máximo {max} MB.',
    fileNotText: 'O arquivo não é de texto: importe um arquivo CSV ou texto simples.',
    textNotText:
      'O texto colado tem caracteres que nenhum arquivo de texto tem: cole texto simples ou CSV.',
    nothingEmpty: 'Nada para importar: está vazio.',
    nothingStories: 'Nada para importar: {rows}.',
    unclosedQuote: 'A linha {row} abre aspas que nunca são fechadas.',
    tooMany: {
      one: '{count} história: um backlog comporta no máximo {max}.',
      other: '{count} histórias: um backlog comporta no máximo {max}.',
    },
    overCapacity: {
      one: 'O backlog tem {existing}; mais {count} passaria das {max} que ele comporta. Substitua-o ou importe menos.',
      other:
        'O backlog tem {existing}; mais {count} passariam das {max} que ele comporta. Substitua-o ou importe menos.',
    },
    saveFailed:
      'Não foi possível salvar o backlog; nada foi alterado. Verifique a conexão e tente de novo.',
    moveFailed: 'Não foi possível mudar de história. Verifique a conexão e tente de novo.',
    import: 'Importar',
    cancel: 'Cancelar',
    appendOrReplace: {
      one: 'O backlog já tem {count} história. Adicionar as novas depois dela ou substituí-lo?',
      other: 'O backlog já tem {count} histórias. Adicionar as novas depois delas ou substituí-lo?',
    },
    append: 'Adicionar',
    replace: 'Substituir',
    imported: {
      one: '{count} história importada.',
      other: '{count} histórias importadas.',
    },
    stories: 'Histórias',
    empty: 'Ainda não há backlog: importe histórias para estimá-las uma a uma.',
    estimatedCount: '{estimated} de {total} estimadas',
    notEstimated: 'Não estimada',
    columnKey: 'Chave',
    columnStory: 'História',
    columnEstimate: 'Estimativa',
    columnEstimatedAt: 'Estimada em',
    columnVotes: 'Votos',
    estimate: 'Estimativa {value}',
    current: 'Atual',
    estimateNow: 'Estimar agora',
    reEstimate: 'Reestimar',
    back: 'Voltar',
    skip: 'Pular',
    downloadCsv: 'Baixar CSV',
    downloadMarkdown: 'Baixar Markdown',
    was: 'Antes {value}',
    issueLink: 'Item',
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
