# Shuffleboard for Jekyll: every ```board fence of a Markdown page or document becomes the
# board's figure. Copy this file into the site's _plugins/ folder.
#
# Before Liquid runs, each fence is taken out of the page as its author wrote it, given to
# `shuffleboard render - --source-name FILE:LINE` on standard input, and replaced by a
# placeholder; after Markdown, the placeholder becomes the figure. So Liquid never reads a
# board or a figure: `{{ x }}` or `{% raw %}` in a note stay as written. The figure is
# self-contained (inline SVGs, scoped CSS, no link to a file). A board with a mistake stops
# `jekyll build` (exit 1) with the diagnostic at the author's file and line:
# `guide.md:14:15: error: unknown item 'Z' in 'press Z'`.
#
# The player's script (the figure's Pause, seek bar, step keys and permalinks: without it the
# walkthrough plays, and its Pause shows the first step's still) is `shuffleboard render --asset
# js`'s, written into the site as shuffleboard/shuffleboard.js; each page whose output has a
# figure loads it once, `<script src="BASEURL/shuffleboard/shuffleboard.js" defer>` before its
# `</head>` (before its first figure on a page without a <head>). A file of the site, not an
# inline script: a `Content-Security-Policy` of `script-src 'self'` lets it run, and a
# `baseurl: /proj` is in its address.
#
# The figure is the compact one (the walkthrough, its player, a line of caption), and a board whose
# `expect:` does not hold stops the build as a mistake does. _config.yml can say otherwise (every
# setting optional):
#
#   shuffleboard:
#     binary: bin/shuffleboard   # relative to the site's folder (default: $SHUFFLEBOARD, PATH)
#     figure: full               # every board's whole figure
#     keep_going: true           # an unmet expect: is a warning, and the site is built
#     scheme: light              # every figure light (or dark), whatever the theme's switch and
#                                # the OS say (default: the page's, else the OS's)
#
# The binary is `binary:` when set, else $SHUFFLEBOARD, else `shuffleboard` on PATH. GitHub Pages'
# own build runs no plugin: build the site in a GitHub Actions workflow (jekyll build) instead.
#
# A page with CRLF line ends is read as one with LF ends. A figure's id is its board's (`id:`,
# or its title as a slug), and its controls, stills and permalinks are named from it. Where the
# page already has that id (a heading of the same title, another board of the same title), the
# figure takes its id with the first free -2, -3, ... after it (`shuffleboard render --id`), so
# that no id is on the page twice and each figure's Pause control and pictures are its own. A
# figure whose id is free keeps it.

require "fileutils"
require "open3"
require "set"

module Shuffleboard
  FENCE_OPEN = /\A(?<indent>[ \t]{0,3})(?<fence>`{3,}|~{3,})(?<info>[^\r\n]*)\r?\n?\z/
  BOARD_INFO = /\A[ \t]*board(?:[ \t{]|\z)/
  # What kramdown writes for a ```board block left in the page (one the plugin did not take out).
  BOARD_CODE = /class="language-board[ "]/
  # A line that opens a ```board block, whatever is before it (a block quote's '>', a list's indent).
  BOARD_LINE = /\A[ \t>*+\-.\d]*(?:`{3,}|~{3,})[ \t]*board(?:[ \t{]|\r?\n?\z)/
  FIGURE_ID = /\A<figure class="board(?: [^"]*)?" id="([^"]*)"/  # class "board", "board compact", "board wide"
  ID_ATTRIBUTE = /(?<![\w:-])id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
  PLACEHOLDER = '<div data-shuffleboard-figure="%d"></div>'
  FIGURES = {}
  MISSED = {}
  # Every figure put in a page this build, by its id: a page that shows other pages' content (a
  # list of posts) is checked for figures of theirs that share an id.
  PLACED = Hash.new { |hash, id| hash[id] = [] }
  FIGURE_AT = /<figure class="board(?: [^"]*)?" id="([^"]*)"/
  # The player, in the site folder; whether a page of this build loads it.
  SCRIPT = "shuffleboard/shuffleboard.js"
  SCRIPT_NEEDED = {pages: false}

  class BoardError < Jekyll::Errors::FatalException; end

  FIGURE_KINDS = %w[compact full].freeze
  NOT_FOUND = "no shuffleboard binary found: put it on PATH, set shuffleboard: binary: in _config.yml, " \
              "or set $SHUFFLEBOARD"
  # The site's settings (_config.yml's shuffleboard:), read when the site is made.
  SETTINGS = {binary: nil, where: nil, figure: "compact", keep_going: false, scheme: nil}
  SCHEMES = %w[auto light dark]

  def self.configure(site)
    given = site.config["shuffleboard"] || {}
    raise BoardError, "_config.yml: error: shuffleboard: is a mapping of binary:, figure:, keep_going: and scheme:" unless given.is_a?(Hash)
    figure = (given["figure"] || "compact").to_s
    unless FIGURE_KINDS.include?(figure)
      raise BoardError, "_config.yml: error: shuffleboard: figure: is '#{figure}'; it is compact or full"
    end
    scheme = given["scheme"]&.to_s
    unless scheme.nil? || SCHEMES.include?(scheme)
      raise BoardError, "_config.yml: error: shuffleboard: scheme: is '#{scheme}'; it is auto, light or dark"
    end
    binary, where = given["binary"].to_s, "shuffleboard: binary: in _config.yml"
    # A path in _config.yml is relative to the site's folder; a bare name is looked up on PATH.
    binary = File.expand_path(binary, site.source) if binary.include?("/")
    binary, where = ENV["SHUFFLEBOARD"].to_s, "$SHUFFLEBOARD" if binary.empty?
    SETTINGS.replace(binary: binary.empty? ? nil : binary, where: where, figure: figure,
                     keep_going: given["keep_going"] == true, scheme: scheme)
  end

  # The fenced blocks of `content` as [first line index, last line index (the closing fence),
  # whether it is a board's]. Each is passed over whole, so a ```board inside a ````markdown
  # example stays part of the example.
  def self.fences(lines)
    found = []
    index = 0
    while index < lines.length
      match = FENCE_OPEN.match(lines[index])
      if match.nil? || (match[:fence][0] == "`" && match[:info].include?("`"))  # inline code, as CommonMark reads it
        index += 1
        next
      end
      fence = match[:fence]
      closing = /\A[ \t]{0,3}#{Regexp.escape(fence[0])}{#{fence.length},}[ \t]*\r?\n?\z/
      last = index + 1
      last += 1 while last < lines.length && !closing.match?(lines[last])
      found << [index, last, BOARD_INFO.match?(match[:info])]
      index = last + 1
    end
    found
  end

  # The figure's HTML; what `render` warns of is Jekyll's warning if `warn` (not again when a
  # figure is rendered a second time for its id).
  def self.render(text, name, id = nil, warn: true)
    binary = SETTINGS[:binary] || "shuffleboard"
    out, err, status = Open3.capture3(binary, "render", "-", "--source-name", name, "--figure", SETTINGS[:figure],
                                      *(id ? ["--id", id] : []), *(SETTINGS[:keep_going] ? ["--keep-going"] : []),
                                      *(SETTINGS[:scheme] ? ["--scheme", SETTINGS[:scheme]] : []),
                                      stdin_data: text)
    raise BoardError, (err.strip.empty? ? "#{name}: error: shuffleboard render failed" : err.strip) unless status.success?
    err.force_encoding("UTF-8").strip.each_line { |line| Jekyll.logger.warn("Shuffleboard:", line.chomp) } if warn
    out.force_encoding("UTF-8")
  rescue Errno::ENOENT, Errno::EACCES
    raise BoardError, "#{name}: error: #{NOT_FOUND}" unless SETTINGS[:binary]
    raise BoardError, "#{name}: error: #{SETTINGS[:where]} names #{SETTINGS[:binary]}, which is not an executable file"
  end

  # Before Liquid: each fence out, its figure rendered, a placeholder in.
  def self.take_out(doc)
    return unless doc.respond_to?(:extname) && doc.site.config["markdown_ext"].to_s.split(",").include?(doc.extname.to_s.delete_prefix("."))
    lines = doc.content.lines
    blocks = fences(lines)
    found = blocks.select(&:last).map { |first, last, _| [first, last] }
    # The content starts after the front matter: count its lines in the file as written.
    raw = File.exist?(doc.path) ? File.read(doc.path, encoding: "UTF-8") : doc.content
    offset = raw.end_with?(doc.content) ? raw[0, raw.length - doc.content.length].count("\n") : 0
    name = doc.relative_path.to_s.delete_prefix("/")
    # Lines that look like a board's fence but are not taken out: if one comes out of Markdown as
    # a board's code block, it is named in the error.
    inside = blocks.flat_map { |first, last, _| (first..last).to_a }.to_set
    missed = lines.each_index.select { |index| !inside.include?(index) && BOARD_LINE.match?(lines[index]) }
    MISSED[doc.object_id] = [name, missed.map { |index| offset + index + 1 }]
    return if found.empty?
    figures = []
    found.reverse_each do |first, last|
      indent = lines[first][/\A[ \t]*/]
      body = lines[(first + 1)...last].map { |line| line.delete_prefix(indent).sub(/\r\n\z/, "\n") }.join
      where = "#{name}:#{offset + first + 2}"
      html = render(body, where)
      figures.unshift({html: html, body: body, name: where, id: html[FIGURE_ID, 1]})
      lines[first..[last, lines.length - 1].min] = ["\n", format(PLACEHOLDER, first) + "\n", "\n"]
    end
    FIGURES[doc.object_id] = found.map(&:first).zip(figures).to_h
    doc.content = lines.join
    take_out_of_excerpt(doc, FIGURES[doc.object_id])
  end

  # A post's excerpt (the start of it, which a list of posts shows) is cut from the post as it is
  # read, and Jekyll runs no hook on it: its boards are taken out here too (by their first line,
  # which is the post's: a board the excerpt cuts short is the post's whole board), and put back
  # when it is rendered.
  def self.take_out_of_excerpt(doc, figures)
    excerpt = doc.data["excerpt"] if doc.respond_to?(:data)
    return unless defined?(Jekyll::Excerpt) && excerpt.is_a?(Jekyll::Excerpt)
    lines = excerpt.content.to_s.lines
    found = fences(lines).select { |first, _, board| board && figures.key?(first) }
    return if found.empty?
    found.reverse_each do |first, last, _|
      lines[first..[last, lines.length - 1].min] = ["\n", format(PLACEHOLDER, first) + "\n", "\n"]
    end
    excerpt.content = lines.join
    excerpt.define_singleton_method(:output) do
      @output ||= Jekyll::Renderer.new(site, self, site.site_payload).run.gsub(/<div data-shuffleboard-figure="(\d+)"><\/div>/) do |written|
        figure = figures[Regexp.last_match(1).to_i]
        figure ? Shuffleboard.placed(figure, figure[:html], figure[:id]) : written
      end
    end
  end

  # The id each figure takes, given the ids it wanted and those the page has besides (taken):
  # its own if no one else has it (the first of several figures that want one id keeps it),
  # else its own with the first free -2, -3, ... after it.
  def self.unique_ids(wanted, taken)
    used = taken.to_set
    given = wanted.map { |id| used.add?(id) ? id : nil }
    wanted.each_with_index do |id, index|
      next if given[index]
      number = 2
      number += 1 while used.include?("#{id}-#{number}")
      given[index] = "#{id}-#{number}"
      used.add(given[index])
    end
    given
  end

  # After Markdown: each placeholder becomes its figure, under an id no other element of the
  # page has.
  def self.put_back(doc)
    name, missed = MISSED.delete(doc.object_id)
    if name && BOARD_CODE.match?(doc.content)
      raise BoardError, "#{missed.empty? ? name : "#{name}:#{missed.first}"}: error: this ```board block is in a block " \
                        "quote, a list item or another place where the Jekyll plugin does not look for boards, so it " \
                        "would be published as code: put it at the top level of the page, indented 3 spaces at most"
    end
    figures = FIGURES.delete(doc.object_id) or return
    placeholder = /<div data-shuffleboard-figure="(\d+)"><\/div>/
    order = doc.content.scan(placeholder).map { |(first)| first.to_i }.select { |first| figures[first]&.fetch(:id) }
    taken = doc.content.gsub(placeholder, "").scan(ID_ATTRIBUTE).map(&:compact).map(&:first)
    given = order.zip(unique_ids(order.map { |first| figures[first][:id] }, taken)).to_h
    doc.content = doc.content.gsub(placeholder) do |written|
      figure = figures[Regexp.last_match(1).to_i]
      id = given[Regexp.last_match(1).to_i]
      if figure.nil? then written  # one the page wrote itself, not ours
      else placed(figure, id.nil? || id == figure[:id] ? figure[:html] : render(figure[:body], figure[:name], id, warn: false), id)
      end
    end
  end

  def self.placed(figure, html, id)
    PLACED[id] << figure.merge(html: html) if id
    html
  end

  # After the layout: the same for the whole page, which may hold other pages' figures (a list
  # of posts, each with its content).
  def self.unique_in_output(doc)
    output = doc.output or return
    spans = []
    output.scan(FIGURE_AT) do
      at, id = Regexp.last_match.begin(0), Regexp.last_match(1)
      figure = PLACED[id].find { |candidate| output[at, candidate[:html].length] == candidate[:html] } if PLACED.key?(id)
      spans << [at, at + figure[:html].length, figure, id] if figure && (spans.empty? || at >= spans.last[1])
    end
    return if spans.empty?
    outside = [0, *spans.flat_map { |first, last, _, _| [first, last] }, output.length].each_slice(2)
    taken = outside.flat_map { |first, last| output[first...last].scan(ID_ATTRIBUTE).map(&:compact).map(&:first) }
    given = unique_ids(spans.map(&:last), taken)
    return if given == spans.map(&:last)
    rebuilt, position = +"", 0
    spans.zip(given).each do |(first, last, figure, id), new_id|
      rebuilt << output[position...first]
      rebuilt << (new_id == id ? output[first...last] : render(figure[:body], figure[:name], new_id, warn: false))
      position = last
    end
    doc.output = rebuilt << output[position..]
  end

  # After the layout: a page with a figure loads the player, once.
  def self.add_player(doc)
    output = doc.output or return
    first = output.index(FIGURE_AT) or return
    SCRIPT_NEEDED[:pages] = true
    src = "#{doc.site.config["baseurl"].to_s.chomp("/")}/#{SCRIPT}"
    return if output.include?(%(<script src="#{src}"))
    tag = %(<script src="#{src}" defer></script>)
    head = output.index(%r{</head\s*>}i)
    at = head && head < first ? head : first
    doc.output = output[0, at] + tag + (at == head ? "\n" : "") + output[at..]
  end

  # After the site is written: the player's script, `render --asset js`'s (the binary's own, so it
  # matches the figures), into the site, when a page loads it.
  def self.write_player(site)
    return unless SCRIPT_NEEDED[:pages]
    binary = SETTINGS[:binary] || "shuffleboard"
    out, err, status = Open3.capture3(binary, "render", "--asset", "js")
    raise BoardError, "#{binary} render --asset js: #{err.strip.empty? ? status : err.strip}" unless status.success? && !out.empty?
    path = File.join(site.dest, SCRIPT)
    FileUtils.mkdir_p(File.dirname(path))
    File.binwrite(path, out)
  rescue Errno::ENOENT, Errno::EACCES
    raise BoardError, "error: #{NOT_FOUND}" unless SETTINGS[:binary]
    raise BoardError, "error: #{SETTINGS[:where]} names #{SETTINGS[:binary]}, which is not an executable file"
  end
end

Jekyll::Hooks.register :site, :after_init do |site|
  Shuffleboard.configure(site)
end

Jekyll::Hooks.register :site, :pre_render do
  Shuffleboard::PLACED.clear
  Shuffleboard::SCRIPT_NEEDED[:pages] = false
end

Jekyll::Hooks.register :site, :post_write do |site|
  Shuffleboard.write_player(site)
end

# A Markdown page saved with a byte-order mark before its front matter is not a page to Jekyll: it
# is copied to the site as it is, boards and all, and the build passes. Such a page with a board
# stops the build instead.
Jekyll::Hooks.register :site, :post_read do |site|
  extensions = site.config["markdown_ext"].to_s.split(",").map { |ext| ".#{ext}" }
  site.static_files.each do |file|
    next unless extensions.include?(file.extname) && File.file?(file.path)
    text = File.binread(file.path)
    next unless text.start_with?("\xEF\xBB\xBF---".b)
    lines = text.byteslice(3..).force_encoding("UTF-8").lines
    board = Shuffleboard.fences(lines).find(&:last) or next
    name = file.relative_path.to_s.delete_prefix("/")
    raise Shuffleboard::BoardError, "#{name}:#{board.first + 1}: error: the page starts with a byte-order mark, so " \
                                    "Jekyll does not read its front matter and would publish it as it is, this " \
                                    "```board block with it: save the page without the byte-order mark (as UTF-8 without BOM)"
  end
end

Jekyll::Hooks.register [:pages, :documents], :pre_render do |doc|
  Shuffleboard.take_out(doc)
end

Jekyll::Hooks.register [:pages, :documents], :post_convert do |doc|
  Shuffleboard.put_back(doc)
end

Jekyll::Hooks.register [:pages, :documents], :post_render do |doc|
  Shuffleboard.unique_in_output(doc)
  Shuffleboard.add_player(doc)
end
